import { describe, expect, it } from 'vitest';
import { adminLanguage, loadLanguageFiles } from './languageFiles';

describe('loadLanguageFiles', () => {
  it("asks for a language's files once: the app reuses what the entry asked for", () => {
    expect(loadLanguageFiles('de')).toBe(loadLanguageFiles('de'));
    expect(loadLanguageFiles('en')).not.toBe(loadLanguageFiles('de'));
  });

  it("gives German its catalogue and antd's and dayjs's German, English its catalogue and both libraries' defaults", async () => {
    const german = await loadLanguageFiles('de');
    expect(german.messages['Search event by name']).toBeDefined();
    expect(german.antdLocale?.locale).toBe('de');
    expect(german.dayjsLocale).toBe('de');
    const english = await loadLanguageFiles('en');
    expect(english.antdLocale).toBeUndefined();
    expect(english.dayjsLocale).toBe('en');
  });
});

describe('adminLanguage', () => {
  it("is the user's own language, else the site's", () => {
    expect(adminLanguage({ user: { language: 'de' }, settings: { site_language: 'en' } })).toBe('de');
    expect(adminLanguage({ user: { language: null }, settings: { site_language: 'de' } })).toBe('de');
  });
});
