import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../test/harness.js';

/** The href of the link whose text starts with `label`, entities decoded. */
function hrefOf(page: string, label: string): string {
  const match = new RegExp(`<a [^>]*href="([^"]+)"[^>]*>${label}`).exec(page);
  if (!match) throw new Error(`No link "${label}"`);
  return match[1]!.replace(/&amp;/g, '&');
}

describeEachDatabase('Add to Calendar widget', (dialect) => {
  let t: TestApp;
  let id = 0;
  let draftId = 0;
  const preview = (code: string) => t.admin.request('GET', `/shortcode-preview?code=${encodeURIComponent(code)}`);
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const res = await t.admin.request('POST', '/api/v2/events', {
      title: 'Spring <Jazz> & Blues', description: '<p>Doors at 19:00</p>', start_date: '2026-03-30', start_time: '20:00', end_time: '22:00',
      timezone: 'Europe/Berlin', status: 'publish', location: { address: { address: 'Hafen 1, Hamburg' } },
    });
    id = res.json().id;
    draftId = (await t.admin.request('POST', '/api/v2/events', { title: 'Hidden', start_date: '2026-04-01', status: 'draft' })).json().id;
  });
  afterAll(() => t.close());

  it('links Google and Outlook to the event’s UTC instants, the .ics and webcal feeds', async () => {
    const res = await preview(`[etn_pro_add_calendar id="${id}"]`);
    expect(res.statusCode).toBe(200);
    const page = res.body;
    expect(page).toContain('Spring &lt;Jazz&gt; &amp; Blues');
    expect(page).toContain('(UTC+02:00)');
    const google = new URL(hrefOf(page, 'Google Calendar'));
    expect(google.searchParams.get('dates')).toBe('20260330T180000Z/20260330T200000Z');
    expect(google.searchParams.get('ctz')).toBe('Europe/Berlin');
    expect(google.searchParams.get('text')).toBe('Spring <Jazz> & Blues');
    expect(google.searchParams.get('location')).toBe('Hafen 1, Hamburg');
    const outlook = new URL(hrefOf(page, 'Outlook.com'));
    expect([outlook.searchParams.get('startdt'), outlook.searchParams.get('enddt')]).toEqual(['2026-03-30T18:00:00Z', '2026-03-30T20:00:00Z']);
    expect(outlook.searchParams.get('body')).toMatch(/^Doors at 19:00\n\nhttp.*\/event\/spring-jazz-and-blues$/);
    const ics = new URL(hrefOf(page, 'Download .ics'));
    expect(ics.pathname).toBe(`/calendar/event/${id}.ics`);
    expect((await t.app.inject({ method: 'GET', url: ics.pathname })).statusCode).toBe(200);
    expect(hrefOf(page, 'this event’s calendar')).toBe(`webcal://${ics.host}/calendar/event/${id}.ics`);
    expect(hrefOf(page, 'all events')).toBe(`webcal://${ics.host}/calendar.ics`);
    expect(page).toContain('(opens in a new tab)');
  });

  it('renders in place where an event description holds its shortcode, the text around it sanitized', async () => {
    const res = await t.admin.request('POST', '/api/v2/events', {
      title: 'Host night', description: `Before <b>bold</b> [etn_pro_add_calendar id="${id}"] after [not a shortcode]`, start_date: '2026-05-01', status: 'publish',
    });
    const page = (await t.app.inject({ method: 'GET', url: `/event/${res.json().slug}` })).body;
    const description = /<div class="description" dir="auto">([\s\S]*?)<\/div>\n/.exec(page)![1]!;
    expect(description).toMatch(/^Before <b>bold<\/b> <link [^>]+><div class="ew-root" lang="en" dir="ltr"><section class="ew ew-atc"/);
    expect(description).toContain('Spring &lt;Jazz&gt; &amp; Blues');
    expect(description).toMatch(/<\/section><\/div> after \[not a shortcode\]$/);
  });

  it('says a draft cannot be added, without its title', async () => {
    const page = (await preview(`[etn_pro_add_calendar id="${draftId}"]`)).body;
    expect(page).toContain('This event is not published');
    expect(page).not.toContain('Hidden');
  });
});
