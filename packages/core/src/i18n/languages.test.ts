import { describe, expect, it } from 'vitest';
import { acceptedTags, bookingLanguage, intlLocale, isLocaleOf, localesToOffer, pickLanguage, pickPublicLanguage, textDirection, userLanguage } from './languages.js';

describe('pickLanguage (issue #12 §2)', () => {
  it('follows a widget lang attribute naming a shipped language first', () => {
    expect(pickLanguage({ lang: 'de', acceptLanguage: 'en-US,en', siteDefault: 'en' })).toBe('de');
    expect(pickLanguage({ lang: 'de-AT', siteDefault: 'en' })).toBe('de');
  });

  it('ignores a lang attribute of a language not shipped and reads Accept-Language', () => {
    expect(pickLanguage({ lang: 'fr', acceptLanguage: 'de-CH, en;q=0.5', siteDefault: 'en' })).toBe('de');
  });

  it('takes the most wanted shipped language of Accept-Language, by weight', () => {
    expect(pickLanguage({ acceptLanguage: 'fr-FR, en;q=0.4, de;q=0.8', siteDefault: 'en' })).toBe('de');
    expect(pickLanguage({ acceptLanguage: 'fr, es;q=0.9', siteDefault: 'de' })).toBe('de');
  });

  it('skips languages the visitor refuses with q=0', () => {
    expect(pickLanguage({ acceptLanguage: 'de;q=0, en', siteDefault: 'de' })).toBe('en');
  });

  it('falls back to the site default without hints or for a wildcard', () => {
    expect(pickLanguage({ siteDefault: 'de' })).toBe('de');
    expect(pickLanguage({ acceptLanguage: '*', lang: '', siteDefault: 'de' })).toBe('de');
  });
});

describe('pickPublicLanguage (issue #12 §2: Arabic on public pages only)', () => {
  it('answers Arabic to a visitor asking for it, where the admin language would not', () => {
    expect(pickPublicLanguage({ acceptLanguage: 'ar-EG, en;q=0.5', siteDefault: 'de' })).toBe('ar');
    expect(pickLanguage({ acceptLanguage: 'ar-EG, en;q=0.5', siteDefault: 'de' })).toBe('en');
    expect(pickPublicLanguage({ lang: 'ar', acceptLanguage: 'de', siteDefault: 'en' })).toBe('ar');
  });

  it('falls back to the site default for languages not shipped', () => {
    expect(pickPublicLanguage({ lang: 'fr', acceptLanguage: 'fr, es', siteDefault: 'de' })).toBe('de');
  });
});

describe('bookingLanguage and textDirection', () => {
  it("keeps a booking's stored language and reads a missing or unknown one as the site default", () => {
    expect(bookingLanguage('ar', 'en')).toBe('ar');
    expect(bookingLanguage(null, 'de')).toBe('de');
    expect(bookingLanguage('xx', 'de')).toBe('de');
  });

  it('lays Arabic out right to left and the others left to right', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('de')).toBe('ltr');
  });
});

describe('acceptedTags', () => {
  it('orders by q, keeping the header order for equal weights, and drops malformed weights', () => {
    expect(acceptedTags('en;q=0.5, de-DE, fr;q=x, nl')).toEqual(['de-DE', 'nl', 'en']);
  });
});

describe('intlLocale', () => {
  it("keeps the site's locale of the same language, else the language's usual one", () => {
    expect(intlLocale('en', 'en-GB')).toBe('en-GB');
    expect(intlLocale('de', 'en-US')).toBe('de-DE');
    expect(intlLocale('en')).toBe('en-US');
    expect(intlLocale('ar', 'de-DE')).toBe('ar-u-nu-latn');
  });
});

describe('the site locale of a site language (issue #9 §4)', () => {
  it('is a locale that writes that language', () => {
    expect(isLocaleOf('en-GB', 'en')).toBe(true);
    expect(isLocaleOf('en', 'en')).toBe(true);
    expect(isLocaleOf('de-DE', 'en')).toBe(false);
    expect(isLocaleOf('de_AT', 'de')).toBe(true);
  });

  it("offers the language as written in the other locale's country first, then its usual locales", () => {
    expect(localesToOffer('en', 'de-DE')).toEqual(['en-DE', 'en-US']);
    expect(localesToOffer('en', 'fr')).toEqual(['en-FR', 'en-US']);
    // No German of the United States: the usual ones.
    expect(localesToOffer('de', 'en-US')).toEqual(['de-DE', 'de-AT']);
    expect(localesToOffer('en', 'not a locale')).toEqual(['en-US', 'en-GB']);
  });
});

describe('userLanguage', () => {
  it("is the user's own choice, else the site's default, else English", () => {
    expect(userLanguage('de', 'en')).toBe('de');
    expect(userLanguage(null, 'de')).toBe('de');
    expect(userLanguage('xx', undefined)).toBe('en');
  });
});
