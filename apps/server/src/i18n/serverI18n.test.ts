import { describe, expect, it } from 'vitest';
import { requestLanguage, serverI18n } from './serverI18n.js';

const request = (acceptLanguage?: string) => ({ headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage } });

describe('requestLanguage (issue #12 §2)', () => {
  it('prefers the lang attribute, then Accept-Language, then the site default', () => {
    expect(requestLanguage(request('en-US,en;q=0.9'), 'en', 'de')).toBe('de');
    expect(requestLanguage(request('de-DE,de;q=0.9,en;q=0.8'), 'en')).toBe('de');
    expect(requestLanguage(request('fr-FR,fr;q=0.9'), 'de')).toBe('de');
    expect(requestLanguage(request(), 'en')).toBe('en');
  });
});

describe('serverI18n', () => {
  it('translates with the shipped catalogues, ICU placeholders filled in', () => {
    expect(serverI18n('de')._('Log in')).toBe('Anmelden');
    expect(serverI18n('en')._('Log in')).toBe('Log in');
  });
});
