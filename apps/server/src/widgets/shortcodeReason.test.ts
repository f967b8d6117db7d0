import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../test/harness.js';
import { renderShortcode } from './shortcodeText.js';

/**
 * Issue #12: why a shortcode cannot be read is a catalogue message (core's ShortcodeReason) that
 * whoever shows it renders in the reader's language: the note on a public page (en, de, ar) and the
 * API's refusal of a Get Script (the admin's language).
 */
describeEachDatabase('a shortcode’s syntax error in the reader’s language', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const note = async (shortcode: string, language: 'en' | 'de' | 'ar') =>
    String((await renderShortcode(shortcode, { db: t.handle.db, siteUrl: 'https://events.example.com', surface: 'page', language })).html);

  it('the note on a public page says why in the page’s language', async () => {
    const unclosed = '[etn_pro_countdown event_id="7"';
    expect(await note(unclosed, 'en')).toContain('This shortcode cannot be shown: The shortcode &quot;etn_pro_countdown&quot; is never closed with &quot;]&quot;');
    expect(await note(unclosed, 'de')).toContain('Der Shortcode „etn_pro_countdown“ wird nicht mit „]“ geschlossen');
    expect(await note(unclosed, 'ar')).toContain('الرمز المختصر &quot;etn_pro_countdown&quot; لم يُغلق بـ &quot;]&quot;');
    expect(await note('[etn_pro_countdown event_id="x"]', 'de')).toContain('event_id: Geben Sie IDs als Zahlen an');
  });

  it('the API refuses a Get Script in the admin’s language', async () => {
    await t.admin.chooseLanguage('de');
    try {
      const res = await t.admin.request('POST', '/api/v2/shortcodes/script', { post_name: 'X', shortcode: '[etn_pro_countdown event_id="7" event_id="8"]' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.shortcode).toBe('Das Attribut „event_id“ ist doppelt angegeben');
      const limit = await t.admin.request('POST', '/api/v2/shortcodes/script', { post_name: 'X', shortcode: '[etn_pro_speakers_sliders slider_count="11"]' });
      expect(limit.json().errors.shortcode).toMatch(/^slider_count: „.+“ darf höchstens 10 sein$/);
    } finally {
      await t.admin.chooseLanguage(null);
    }
  });
});
