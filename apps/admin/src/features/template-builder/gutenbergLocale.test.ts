import { __, _n, _x, resetLocaleData } from '@wordpress/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import german from './gutenberg-locales/de.json';
import { loadGutenbergLocale } from './gutenbergLocale';

/** The sprintf placeholders of a text (%s, %d, %1$s…), sorted: a translation must keep each. */
const placeholders = (text: string) => (text.match(/%(\d+\$)?[sd]/g) ?? []).sort();

afterEach(() => resetLocaleData());

describe("Gutenberg's German (issue #12)", () => {
  it('translates the inserter, toolbar and panels, with context and plural forms, once loaded for German', async () => {
    await loadGutenbergLocale('de');
    expect(__('Search')).toBe('Suchen');
    expect(__('Options')).toBe('Optionen');
    expect(_x('Add block', 'Generic label for block inserter button')).toBe('Block hinzufügen');
    expect(_n('%d result found.', '%d results found.', 1)).toBe('%d Ergebnis gefunden.');
    expect(_n('%d result found.', '%d results found.', 3)).toBe('%d Ergebnisse gefunden.');
  });

  it('leaves Gutenberg in its own English for English', async () => {
    await loadGutenbergLocale('en');
    expect(__('Options')).toBe('Options');
  });

  it('has a non-empty German for every entry, keeping its placeholders', () => {
    const { '': header, ...messages } = german as Record<string, unknown>;
    expect(header).toMatchObject({ lang: 'de' });
    for (const [key, forms] of Object.entries(messages as Record<string, string[]>)) {
      const english = key.split('\u0004').pop() ?? key;
      expect(forms.length, key).toBeGreaterThan(0);
      for (const form of forms) {
        expect(form.trim(), key).not.toBe('');
        expect(placeholders(form), key).toEqual(placeholders(english));
      }
    }
  });
});
