import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ShortcodeField } from './fields.js';
import {
  buildWidgetShortcode,
  defaultValues,
  readShortcode,
  SHORTCODE_NAMES,
  validateWidgetValues,
  visibleFields,
  widgetOfShortcode,
  type WidgetValues,
} from './shortcode.js';
import { SHORTCODE_WIDGETS, type ShortcodeWidget } from './widgets.js';

const widget = (title: string) => SHORTCODE_WIDGETS.find((w) => w.title === title)!;
const field = (title: string, key: string) => widget(title).fields.find((f) => f.key === key)!;

describe('the 20 widgets', () => {
  it("are SPEC §2's, in its order, each with a description and unique ids and names", () => {
    expect(SHORTCODE_WIDGETS.map((w) => w.title)).toEqual([
      'Events With Calendar', 'Events With Calendar List', 'Speakers', 'Organizer List', 'Speakers Slider', 'Events',
      'Events One Line', 'Events Tab', 'Events Slider', 'Event Countdown', 'Schedules', 'Event Ticket Form', 'RSVP Form',
      'Related Event', 'Add to Calendar', 'Attendee List', 'Recurring Event', 'Event Location', 'Event Frontend Dashboard',
      'Event Certificate',
    ]);
    for (const w of SHORTCODE_WIDGETS) expect(w.description.length, w.title).toBeGreaterThan(20);
    expect(new Set(SHORTCODE_WIDGETS.map((w) => w.id)).size).toBe(20);
    expect(new Set(SHORTCODE_NAMES).size).toBe(SHORTCODE_NAMES.length);
  });

  it("keep the original's shortcode names, so existing shortcodes still read", () => {
    for (const name of ['etn_pro_calendar_standard', 'etn_pro_calendar_list', 'etn_pro_speakers_standard', 'etn_pro_speakers_classic', 'etn_pro_organizers',
      'etn_pro_speakers_sliders', 'etn_pro_events_standard', 'etn_pro_events_classic', 'etn_pro_events_one_line', 'etn_pro_events_tab',
      'etn_pro_events_sliders', 'etn_pro_countdown', 'etn_pro_schedules_list', 'etn_pro_schedules_tab', 'etn_pro_ticket_form', 'etn_rsvp_form',
      'etn_pro_related_events', 'etn_pro_add_calendar', 'etn_pro_attendee_list', 'etn_event_recurring', 'etn_pro_event_location_list', 'etn_pro_dashboard']) {
      expect(widgetOfShortcode(name), name).toBeDefined();
    }
    expect(readShortcode('[etn_pro_events_classic style="style-4" event_count="6" event_cat_ids="3,5" show_desc="yes"]')).toMatchObject({
      widget: { title: 'Events' },
      variant: 'classic',
      values: { style: 'style-4', event_count: 6, event_cat_ids: [3, 5], show_desc: 'yes', order: 'DESC', template: 'classic' },
    });
  });
});

describe("SPEC §9's defaults", () => {
  const defaults = (title: string) => defaultValues(widget(title));

  it('limits: post 20, event 20 (one line 3), description 20, slider count 3, location 5; columns 1; order DESC by ID', () => {
    expect(defaults('Speakers')).toMatchObject({ speaker_count: 20, speaker_col: 1, order: 'DESC', orderby: 'ID', template: 'standard' });
    expect(defaults('Organizer List')).toMatchObject({ limit: 20, etn_speaker_col: 1, style: 'style-1' });
    expect(defaults('Events')).toMatchObject({ event_count: 20, event_col: 1, desc_limit: 20, filter_with_status: 'all', template: 'standard' });
    expect(defaults('Events One Line')).toMatchObject({ event_count: 3 });
    expect(defaults('Events Tab')).toMatchObject({ event_count: 20, style: 'style-1' });
    expect(defaults('Speakers Slider')).toMatchObject({ slider_count: 3, speaker_count: 20, style: 'style-1' });
    expect(defaults('Events Slider')).toMatchObject({ event_slider_count: 3, style: 'event-1' });
    expect(defaults('Event Location')).toEqual({ style: 'style-1', location_limit: 5, lang: 'auto' });
    expect(defaults('Schedules')).toMatchObject({ view: 'list', style: 'style-1', ids: [] });
    expect(defaults('Event Certificate')).toEqual({ options: ['event_title', 'event_date', 'event_time', 'ticket_id'], lang: 'auto' });
  });

  it('calendar views default to timeGridWeek, list views to listMonth', () => {
    expect(field('Events With Calendar', 'calendar_view')).toMatchObject({ options: ['dayGridMonth', 'timeGridWeek', 'timeGridDay'], default: 'timeGridWeek' });
    expect(field('Events With Calendar List', 'calendar_view')).toMatchObject({ options: ['listMonth', 'listWeek', 'listDay'], default: 'listMonth' });
  });

  it('every yes/no toggle defaults to no', () => {
    const toggles = SHORTCODE_WIDGETS.flatMap((w) => w.fields.filter((f) => f.kind === 'yesno'));
    expect(toggles.length).toBeGreaterThan(30);
    for (const t of toggles) expect(t.default, t.key).toBe('no');
  });

  it('orderby offers title, ID, post_date, name; events also their start and end dates; status all/upcoming/ongoing/expire', () => {
    expect(field('Speakers', 'orderby')).toMatchObject({ options: ['title', 'ID', 'post_date', 'name'] });
    expect(field('Events', 'orderby')).toMatchObject({ options: ['title', 'ID', 'post_date', 'name', 'etn_start_date', 'etn_end_date'] });
    expect(field('Events', 'filter_with_status')).toMatchObject({ options: ['all', 'upcoming', 'ongoing', 'expire'] });
    expect(field('Events', 'order')).toMatchObject({ options: ['DESC', 'ASC'], default: 'DESC' });
  });

  it('styles: every list SPEC §9 names; template choices and schedule views', () => {
    const styles = (title: string) => (field(title, 'style') as { options: string[] }).options;
    expect(styles('Speakers')).toEqual(['style-1', 'style-2', 'style-3']);
    expect(styles('Speakers Slider')).toEqual(['style-1', 'style-2', 'style-3', 'style-4', 'style-5']);
    expect(styles('Events')).toEqual(['style-1', 'style-2', 'style-3', 'style-4', 'style-5']);
    expect(styles('Events Tab')).toEqual(['style-1', 'style-2', 'style-3', 'style-4']);
    expect(styles('Events Slider')).toEqual(['event-1', 'event-2', 'event-3']);
    expect(styles('Schedules')).toEqual(['style-1', 'style-2']);
    expect(styles('Organizer List')).toEqual(['style-1']);
    expect(styles('Event Location')).toEqual(['style-1']);
    expect(Object.keys(widget('Speakers').variant!.names)).toEqual(['standard', 'classic']);
    expect(Object.keys(widget('Events').variant!.names)).toEqual(['standard', 'classic']);
    expect(Object.keys(widget('Schedules').variant!.names)).toEqual(['list', 'tab']);
    expect(visibleFields(widget('Events'), 'standard').some((f) => f.key === 'style')).toBe(false);
    expect(visibleFields(widget('Events'), 'classic').some((f) => f.key === 'style')).toBe(true);
  });
});

describe("SPEC §5's limits", () => {
  const errorsOf = (title: string, values: Record<string, unknown>) => validateWidgetValues(widget(title), { ...defaultValues(widget(title)), ...values });

  it.each([
    ['Speakers', 'speaker_count'], ['Organizer List', 'limit'], ['Events', 'event_count'], ['Events', 'desc_limit'],
    ['Events One Line', 'event_count'], ['Events Tab', 'desc_limit'], ['Events Slider', 'event_count'], ['Event Location', 'location_limit'],
  ])('%s %s: minimum 1', (title, key) => {
    expect(errorsOf(title, { [key]: 0 })[key]).toMatch(/at least 1$/);
    expect(errorsOf(title, { [key]: 1 })).toEqual({});
    expect(errorsOf(title, { [key]: 2.5 })[key]).toMatch(/whole number/);
  });

  it('Slider Count of the speakers slider is 1 to 10; columns 1 to 4', () => {
    expect(errorsOf('Speakers Slider', { slider_count: 0 })).toEqual({ slider_count: 'Slider Count must be at least 1' });
    expect(errorsOf('Speakers Slider', { slider_count: 11 })).toEqual({ slider_count: 'Slider Count must be at most 10' });
    expect(errorsOf('Speakers Slider', { slider_count: 10 })).toEqual({});
    expect(errorsOf('Events', { event_col: 5 })).toEqual({ event_col: 'Columns must be at most 4' });
    expect(errorsOf('Events', { event_col: 0 })).toEqual({ event_col: 'Columns must be at least 1' });
  });

  it("an event widget without its event says 'Please select an event'; choices outside their list are refused", () => {
    for (const title of ['Event Countdown', 'Event Ticket Form', 'RSVP Form', 'Related Event', 'Add to Calendar', 'Attendee List']) {
      expect(Object.values(errorsOf(title, {})), title).toEqual(['Please select an event']);
    }
    expect(errorsOf('Events', { orderby: 'etn_start_date' })).toEqual({});
    expect(errorsOf('Speakers', { orderby: 'etn_start_date' }).orderby).toMatch(/choose one of/);
    expect(errorsOf('Events', { show_desc: 'maybe' }).show_desc).toMatch(/yes or no/);
  });

  it('a shortcode breaking a limit is a typed error naming the attribute', () => {
    const tooMany = () => readShortcode('[etn_pro_speakers_sliders slider_count="12"]');
    expect(tooMany).toThrow(expect.objectContaining({ code: 'bad_attribute', message: 'slider_count: Slider Count must be at most 10' }));
    // The reason as catalogue messages (issue #12), for the reader's language: the label a message too.
    expect(tooMany).toThrow(
      expect.objectContaining({
        reason: { id: '{attribute}: {reason}', values: { attribute: 'slider_count', reason: { id: '{label} must be at most {max}', values: { label: { id: 'Slider Count', values: {} }, max: 10 } } } },
      }),
    );
    expect(() => readShortcode('[etn_pro_unknown]')).toThrow(expect.objectContaining({ code: 'unknown_shortcode' }));
    expect(() => buildWidgetShortcode(widget('Event Countdown'), {})).toThrow('Please select an event');
  });
});

describe('building a widget shortcode', () => {
  it('writes the variant name and every visible field, leaves out empty ids, keeps unknown attributes', () => {
    const speakers = widget('Speakers');
    expect(buildWidgetShortcode(speakers, { ...defaultValues(speakers), template: 'classic', speakers_category: [4, 2] }, { custom: 'x"y' })).toBe(
      '[etn_pro_speakers_classic style="style-1" speakers_category="4,2" speaker_col="1" speaker_count="20" order="DESC" orderby="ID" show_designation="no" show_social="no" custom="x&quot;y"]',
    );
    expect(buildWidgetShortcode(widget('Event Frontend Dashboard'), {})).toBe('[etn_pro_dashboard]');
    expect(buildWidgetShortcode(widget('Event Countdown'), { event_id: 7 })).toBe('[etn_pro_countdown event_id="7"]');
  });

  it("every widget takes a lang attribute (issue #12 §2), left out while it follows the visitor's language", () => {
    for (const w of SHORTCODE_WIDGETS) expect(w.fields.at(-1), w.title).toMatchObject({ key: 'lang', default: 'auto', options: ['auto', 'en', 'de', 'ar'] });
    const countdown = widget('Event Countdown');
    expect(buildWidgetShortcode(countdown, { event_id: 7, lang: 'de' })).toBe('[etn_pro_countdown event_id="7" lang="de"]');
    expect(readShortcode('[etn_pro_countdown event_id="7" lang="de"]').values.lang).toBe('de');
    expect(readShortcode('[etn_pro_countdown event_id="7"]').values.lang).toBe('auto');
    expect(() => readShortcode('[etn_pro_countdown event_id="7" lang="xx"]')).toThrow(/lang: Language: choose one of auto, en, de, ar/);
  });

  /** Arbitrary valid values of a field. */
  function arbitraryValue(f: ShortcodeField): fc.Arbitrary<unknown> {
    switch (f.kind) {
      case 'number':
        return fc.integer({ min: f.min, max: f.max ?? 10_000 });
      case 'yesno':
        return fc.constantFrom('yes', 'no');
      case 'choice':
        return fc.constantFrom(...f.options);
      case 'multichoice':
        return fc.uniqueArray(fc.constantFrom(...f.options));
      case 'text':
        return fc.string({ maxLength: f.maxLength });
      case 'ids':
        return f.single ? fc.integer({ min: 1, max: 1_000_000 }) : fc.uniqueArray(fc.integer({ min: 1, max: 1_000_000 }), { maxLength: 5 });
    }
  }
  const arbitraryValues = (w: ShortcodeWidget) => {
    const entries: Record<string, fc.Arbitrary<unknown>> = Object.fromEntries(w.fields.map((f) => [f.key, arbitraryValue(f)]));
    if (w.variant) entries[w.variant.key] = fc.constantFrom(...Object.keys(w.variant.names));
    return fc.record(entries);
  };

  it.each(SHORTCODE_WIDGETS.map((w) => [w.title, w] as const))('property: %s values survive build then read', (_title, w) => {
    fc.assert(
      fc.property(arbitraryValues(w), fc.dictionary(fc.stringMatching(/^x_[a-z]{1,6}$/), fc.string()), (values, unknown) => {
        const text = buildWidgetShortcode(w, values, unknown);
        const read = readShortcode(text);
        const variant = w.variant ? (values[w.variant.key] as string) : null;
        const expected: WidgetValues = { ...defaultValues(w) };
        for (const f of visibleFields(w, variant)) expected[f.key] = values[f.key] as WidgetValues[string];
        if (w.variant) expected[w.variant.key] = variant;
        expect(read.widget).toBe(w);
        expect(read.values).toEqual(expected);
        expect(read.unknown).toEqual(unknown);
        expect(buildWidgetShortcode(w, read.values, read.unknown)).toBe(text);
      }),
      { numRuns: 60 },
    );
  });
});
