import { describe, expect, it } from 'vitest';
import { RESERVATION_HOURS, settingProblem, siteLocaleProblem } from './settings.js';

describe('the rules of the settings a person types (issue #9 §4)', () => {
  it('accepts what the server keeps', () => {
    expect(settingProblem('locale', 'en-GB')).toBeNull();
    expect(settingProblem('reservation_hours', RESERVATION_HOURS.default)).toBeNull();
    expect(settingProblem('registered_domains', ['https://example.com', 'example.org'])).toBeNull();
  });

  it('words each refusal as a catalogue message with its values, never a field path', () => {
    expect(settingProblem('locale', 'klingon-xx')).toEqual({ id: 'Use a locale such as en-US or de-DE', values: {} });
    expect(settingProblem('reservation_hours', 0)).toEqual({ id: 'Keep a reservation at least 1 hour', values: {} });
    expect(settingProblem('reservation_hours', 1441)).toEqual({ id: 'Keep a reservation at most 60 days (1,440 hours)', values: {} });
    expect(settingProblem('reservation_hours', 1.5)).toEqual({ id: 'Give whole hours', values: {} });
    expect(settingProblem('registered_domains', ['https://example.com', 'ftp://bad'])).toEqual({
      id: '"{text}" is not a site address: write it like https://example.com',
      values: { text: 'ftp://bad' },
    });
    // A space is no separator: the whole entry is refused as written.
    expect(settingProblem('registered_domains', ['ftp://bad domain/x'])?.values).toEqual({ text: 'ftp://bad domain/x' });
  });

  it('refuses a locale of another language than the site’s, offering that country’s variant of it', () => {
    expect(siteLocaleProblem('en-GB', 'en')).toBeNull();
    expect(siteLocaleProblem('de-CH', 'de')).toBeNull();
    expect(siteLocaleProblem('de-DE', 'en')).toEqual({
      id: 'The site language is {language, select, de {German} other {English}}: use one of its locales, such as {first} or {second}',
      values: { language: 'en', first: 'en-DE', second: 'en-US' },
    });
    expect(siteLocaleProblem('en-US', 'de')?.values).toEqual({ language: 'de', first: 'de-DE', second: 'de-AT' });
  });
});
