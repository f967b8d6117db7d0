import { describe, expect, it } from 'vitest';
import { publicI18n, requestLanguage, requestPublicLanguage, serverI18n } from './serverI18n.js';

const request = (acceptLanguage?: string, query: Record<string, unknown> = {}) => ({ headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage }, query });

describe('requestLanguage (issue #12 §2)', () => {
  it('prefers the lang attribute, then Accept-Language, then the site default', () => {
    expect(requestLanguage(request('en-US,en;q=0.9'), 'en', 'de')).toBe('de');
    expect(requestLanguage(request('de-DE,de;q=0.9,en;q=0.8'), 'en')).toBe('de');
    expect(requestLanguage(request('fr-FR,fr;q=0.9'), 'de')).toBe('de');
    expect(requestLanguage(request(), 'en')).toBe('en');
  });
});

describe('requestPublicLanguage (issue #12 §2)', () => {
  it('prefers ?lang=, then Accept-Language among en, de, ar, then the site default', () => {
    expect(requestPublicLanguage(request('de-DE', { lang: 'ar' }), 'en')).toBe('ar');
    expect(requestPublicLanguage(request('ar-MA,fr;q=0.8'), 'de')).toBe('ar');
    expect(requestPublicLanguage(request('fr', { lang: 'xx' }), 'de')).toBe('de');
    expect(requestPublicLanguage(request('de', { lang: ['ar', 'en'] }), 'en')).toBe('de');
  });
});

describe('serverI18n and publicI18n', () => {
  it('translates with the shipped catalogues', () => {
    expect(serverI18n('de')._('Log out')).toBe('Abmelden');
    expect(publicI18n('de')._('Log in')).toBe('Anmelden');
    expect(publicI18n('en')._('Log in')).toBe('Log in');
  });

  it('has the public pages in Arabic', () => {
    expect(publicI18n('ar')._('Log in')).toBe('تسجيل الدخول');
  });
});
