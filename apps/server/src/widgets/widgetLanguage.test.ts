import { afterAll, beforeAll, expect, it } from 'vitest';
import { SHORTCODE_WIDGETS, type EventItem } from '@eventory/core';
import { WIDGET_TITLES } from '@eventory/widgets';
import { createEvent } from '../test/bookingFixtures.js';
import { createTestApp, describeEachDatabase, type TestApp } from '../test/harness.js';

/**
 * Issue #12 §2: a widget shows in its shortcode's `lang`, else the visitor's Accept-Language among
 * the public pages' languages, else the site's default; its root carries `lang` and `dir`, its
 * dates and prices follow the language, and the embed page is kept per language.
 */
describeEachDatabase('widgets in the visitor’s language', (dialect) => {
  let t: TestApp;
  let event: EventItem;
  /** Saves a Get Script for a shortcode and answers its id. */
  const script = async (shortcode: string) => (await t.admin.request('POST', '/api/v2/shortcodes/script', { post_name: 'Widget', shortcode })).json().id as number;
  const embed = (id: number, acceptLanguage?: string) => t.app.inject({ method: 'GET', url: `/embed/${id}`, headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await t.admin.request('PUT', '/api/v2/settings', { currency: 'EUR' });
    event = await createEvent(t.admin, { title: 'Sommerkonzert', ticket_variations: [{ name: 'Standard', price: 15, capacity: 20 }] });
  });
  afterAll(() => t.close());

  it('follows Accept-Language: German, Arabic right to left, English; one cached page per language', async () => {
    const id = await script(`[etn_pro_events_standard show_btn="yes" show_attendee_count="yes"]`);
    const german = await embed(id, 'de-CH, en;q=0.5');
    expect(german.headers.vary).toMatch(/Accept-Language/i);
    expect(german.body).toContain('<html lang="de" dir="ltr">');
    expect(german.body).toContain('<div class="ew-root" lang="de" dir="ltr">');
    expect(german.body).toContain('aria-label="Veranstaltungen"');
    expect(german.body).toContain('>Teilnehmen</a>');
    expect(german.body).toContain('0 Personen nehmen teil');
    const arabic = await embed(id, 'ar-EG');
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('<div class="ew-root" lang="ar" dir="rtl">');
    expect(arabic.body).toContain('>المشاركة</a>');
    // The organiser's (here German) title is isolated: on a right-to-left card a title ending in '!' or ')' keeps it at its end.
    expect(arabic.body).toMatch(/target="_top"><bdi>Sommerkonzert<\/bdi><\/a>/);
    const english = await embed(id, 'en-US');
    expect(english.body).toContain('<div class="ew-root" lang="en" dir="ltr">');
    expect(english.body).toContain('>Attend</a>');
    expect(english.body).toContain('0 attendees');
    expect((await embed(id, 'fr-FR')).body, 'the site default for a language not shipped').toContain('>Attend</a>');
  });

  it("the shortcode's lang wins over the visitor's language; an own button text stays as written", async () => {
    const id = await script(`[etn_pro_events_one_line show_btn="yes" btn_text="Go" lang="de"]`);
    const page = await embed(id, 'en-US');
    expect(page.body).toContain('<div class="ew-root" lang="de" dir="ltr">');
    expect(page.body).toContain('aria-label="Veranstaltungen in einer Zeile"');
    expect(page.body).toContain('>Go</a>');
  });

  it('the German ticket form prices in German (15,00 €), the countdown counts in German', async () => {
    const tickets = await embed(await script(`[etn_pro_ticket_form id="${event.id}"]`), 'de');
    expect(tickets.body).toMatch(/15,00\s€/);
    const countdown = (await embed(await script(`[etn_pro_countdown event_id="${event.id}"]`), 'de')).body;
    expect(countdown).toContain('>Tage</span>');
    expect(countdown).toMatch(/aria-live="polite">Beginnt in (29|30) Tagen, \d+ Stunden? und \d+ Minuten?\.</);
    expect(countdown).toContain('data-expired-text="Die Veranstaltung hat begonnen" data-locale="de-DE"');
  });

  it('the countdown labels each number in its plural form, in Arabic six of them, and hands every form to countdown.js', async () => {
    const countdown = (await embed(await script(`[etn_pro_countdown event_id="${event.id}"]`), 'ar')).body;
    const cells = [...countdown.matchAll(/data-unit="(\w+)">([^<]+)<\/span><span class="etn-countdown-label" data-forms="([^"]+)">([^<]+)</g)];
    expect(cells.map((c) => c[1])).toEqual(['days', 'hours', 'minutes', 'seconds']);
    const locale = /data-locale="([^"]+)"/.exec(countdown)![1]!;
    const rules = new Intl.PluralRules(locale);
    for (const [, unit, digits, forms, label] of cells) {
      const value = Number(digits!.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660)));
      const byCategory = JSON.parse(forms!.replaceAll('&quot;', '"')) as Record<string, string>;
      expect(label, unit).toBe(byCategory[rules.select(value)]);
    }
    expect(JSON.parse(cells[0]![3]!.replaceAll('&quot;', '"'))).toEqual({ zero: 'يوم', one: 'يوم', two: 'يومان', few: 'أيام', many: 'يومًا', other: 'يوم' });
    const english = (await embed(await script(`[etn_pro_countdown event_id="${event.id}"]`), 'en')).body;
    expect(english).toContain('data-forms="{&quot;other&quot;:&quot;Days&quot;,&quot;one&quot;:&quot;Day&quot;}">Days</span>');
  });

  it('the calendar and slider hand their language and direction to the client scripts', async () => {
    const calendar = (await embed(await script('[etn_pro_calendar_list]'), 'ar')).body;
    expect(calendar).toContain('data-locale="ar" data-direction="rtl"');
    expect(calendar).toContain('>الفعاليات القادمة</h2>');
    const slider = (await embed(await script('[etn_pro_events_sliders slider_nav_show="yes"]'), 'de')).body;
    expect(slider).toContain('data-bullet-label="Zu Folie {{index}} wechseln"');
    expect(slider).toContain('aria-label="Nächste Folie"');
    expect(slider).toContain('class="ew-slider-viewport swiper" dir="ltr"');
  });

  it("a shortcode in an event's description shows in the page's language", async () => {
    const host = await createEvent(t.admin, { title: 'Gastgeberabend', description: `Vorher [etn_pro_add_calendar id="${event.id}"] nachher` });
    const page = (await t.app.inject({ method: 'GET', url: `/event/${host.slug}`, headers: { 'accept-language': 'de' } })).body;
    expect(page).toContain('<div class="ew-root" lang="de" dir="ltr">');
    expect(page).toContain('>Zum Kalender hinzufügen</p>');
  });

  it("writes an event's time as its public page does: its zone, its locale, the end's date only on another day (issue #9 §4)", async () => {
    const fair = await createEvent(t.admin, { title: 'Winter Fair', start_date: '2031-12-12', end_date: '2031-12-12', start_time: '10:00', end_time: '17:00' });
    const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');
    const when = { en: 'Dec 12, 2031, 10:00 AM – 5:00 PM (UTC+01:00)', de: '12.12.2031, 10:00 – 17:00 (MEZ, UTC+01:00)' };
    for (const [language, text] of Object.entries(when)) {
      const page = await t.app.inject({ method: 'GET', url: `/event/${fair.slug}`, headers: { 'accept-language': language } });
      expect(plain(page.body), `the public page in ${language}`).toContain(text);
      const cards = (await embed(await script(`[etn_pro_events_standard show_end_date="yes" lang="${language}"]`))).body;
      expect(plain(cards), `the event cards in ${language}`).toContain(text);
    }
    const start = 'Dec 12, 2031, 10:00 AM (UTC+01:00)';
    expect(plain((await embed(await script('[etn_pro_events_standard]'), 'en')).body), 'a card without its end date').toContain(start);
    expect(plain((await embed(await script('[etn_pro_events_one_line]'), 'en')).body), 'a one-line row').toContain(start);
    expect(plain((await embed(await script('[etn_pro_calendar_list]'), 'en')).body), "the calendar's list without JavaScript").toContain(start);
  });

  it('the certificate finder answers in the language the widget posts', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/certificate-finder', headers: { 'accept-language': 'en' }, payload: { ticket_id: 'nope', email: 'a@example.com', lang: 'de' } });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<html lang="de" dir="ltr">');
    expect(res.body).toContain('Wir konnten kein Ticket mit dieser Nummer und E-Mail-Adresse finden.');
  });
});

it('the public catalogue names every widget by its core title (SPEC §2)', () => {
  const publicTitles = Object.fromEntries(Object.entries(WIDGET_TITLES).map(([id, title]) => [id, title.id]));
  expect(publicTitles).toEqual(Object.fromEntries(SHORTCODE_WIDGETS.map((widget) => [widget.id, widget.title])));
});
