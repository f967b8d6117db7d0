import { describe, expect, it } from 'vitest';
import type { FormInstance } from 'antd';
import type { Rule, RuleObject } from 'antd/es/form';
import { localeOfSiteLanguage, settingRule } from './settingsRules';

/** Runs a rule's validator as the form does: the message it refuses `value` with, or null. */
async function check(rule: Rule, value: unknown, siteLanguage = 'en'): Promise<string | null> {
  const form = { getFieldValue: (name: string) => (name === 'site_language' ? siteLanguage : undefined) } as unknown as FormInstance;
  const object = (typeof rule === 'function' ? rule(form) : rule) as RuleObject;
  try {
    await object.validator?.(object, value, () => undefined);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('the Settings form says beside each field what the server would refuse (issue #9 §4)', () => {
  it('refuses reservation hours out of range instead of changing them', async () => {
    expect(await check(settingRule('reservation_hours'), 0)).toBe('Keep a reservation at least 1 hour');
    expect(await check(settingRule('reservation_hours'), 2000)).toBe('Keep a reservation at most 60 days (1,440 hours)');
    expect(await check(settingRule('reservation_hours'), 1.5)).toBe('Give whole hours');
    expect(await check(settingRule('reservation_hours'), 48)).toBeNull();
    expect(await check(settingRule('reservation_hours'), null), "an empty field is the required rule's").toBeNull();
  });

  it('words a bad locale or domain plainly, never with a field path', async () => {
    expect(await check(settingRule('locale'), 'klingon-xx')).toBe('Use a locale such as en-US or de-DE');
    expect(await check(settingRule('registered_domains'), ['https://example.com', 'ftp://bad'])).toBe('"ftp://bad" is not a site address: write it like https://example.com');
    expect(await check(settingRule('registered_domains'), ['ftp://bad domain/x'])).toBe('"ftp://bad domain/x" is not a site address: write it like https://example.com');
    expect(await check(settingRule('registered_domains'), ['example.com'])).toBeNull();
  });

  it('refuses a locale of another language than the chosen site language, offering its own', async () => {
    expect(await check(localeOfSiteLanguage, 'de-DE', 'en')).toBe('The site language is English: use one of its locales, such as en-DE or en-US');
    expect(await check(localeOfSiteLanguage, 'de-DE', 'de')).toBeNull();
    expect(await check(localeOfSiteLanguage, 'en-US', 'de')).toBe('The site language is German: use one of its locales, such as de-DE or de-AT');
    expect(await check(localeOfSiteLanguage, 'klingon-xx', 'en'), 'an unknown locale is the locale rule’s to word').toBeNull();
  });
});
