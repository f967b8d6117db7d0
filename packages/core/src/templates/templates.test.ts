import { describe, expect, it } from 'vitest';
import { blockDefaults, blocksForTemplateType, DEFAULT_BODY_STYLING, ROOT_BLOCK_NAME, TEMPLATE_BLOCKS, templateBlock, withBlockDefaults } from './blocks.js';
import { bodyStylingDeclarations, scopeSelector, templateCssFromBlocks } from './css.js';
import { PLACEHOLDER_GROUPS, PLACEHOLDER_PATTERN, PLACEHOLDERS, placeholdersOf, placeholderToken } from './placeholders.js';

const PRO_BLOCKS = [
  'template-container', 'container', 'template-heading', 'custom-image', 'custom-button', 'diamond-separator', 'ticket-qrcode',
  'ticket-info', 'attendee-info', 'attendee-extra-fields', 'event-info', 'event-title', 'event-banner', 'event-datetime',
  'event-venue', 'event-description', 'event-schedule', 'event-speaker', 'event-organizer', 'event-attendee', 'event-faq',
  'event-logo', 'event-category', 'event-tag', 'event-social', 'event-count-down-timer', 'event-add-calender', 'event-rsvp',
  'buy-ticket', 'recurring-event', 'related-events',
];
const CORE_BLOCKS = ['paragraph', 'heading', 'image', 'list', 'columns', 'group', 'buttons', 'separator', 'spacer'];

describe('template blocks', () => {
  it('has every block of the original product and the core blocks, each once', () => {
    const names = TEMPLATE_BLOCKS.map((b) => b.name);
    for (const n of PRO_BLOCKS) expect(names).toContain(`eventin-pro/${n}`);
    for (const n of CORE_BLOCKS) expect(names).toContain(`core/${n}`);
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives every block containerClassName and per-device styles', () => {
    for (const b of TEMPLATE_BLOCKS) {
      expect(b.attributes.containerClassName).toEqual({ type: 'string', default: '' });
      expect(b.attributes.styles.default).toEqual({ Desktop: {}, Tablet: {}, Mobile: {} });
      expect(b.title).not.toBe('');
      expect(b.templateTypes.length).toBeGreaterThan(0);
    }
  });

  it('has a locked root with bodyStyling defaults (white, padding 20)', () => {
    const root = templateBlock(ROOT_BLOCK_NAME)!;
    expect(root.locked).toBe(true);
    expect(root.hasInnerBlocks).toBe(true);
    expect(blockDefaults(ROOT_BLOCK_NAME).bodyStyling).toEqual(DEFAULT_BODY_STYLING);
    expect(DEFAULT_BODY_STYLING.backgroundColor).toBe('#ffffff');
    expect(DEFAULT_BODY_STYLING.padding.top).toBe('20px');
  });

  it('offers landing blocks to event templates only and print blocks to certificates and tickets', () => {
    const event = blocksForTemplateType('event').map((b) => b.name);
    const certificate = blocksForTemplateType('certificate').map((b) => b.name);
    expect(event).toContain('eventin-pro/buy-ticket');
    expect(certificate).not.toContain('eventin-pro/buy-ticket');
    expect(certificate).toContain('eventin-pro/ticket-qrcode');
    expect(event).not.toContain('eventin-pro/ticket-qrcode');
  });

  it('fills defaults without sharing objects between calls', () => {
    const a = withBlockDefaults('eventin-pro/event-speaker', { columns: 2 });
    expect(a).toMatchObject({ columns: 2, title: 'Speakers', showDesignation: true });
    (blockDefaults('eventin-pro/event-faq').items as unknown[]).push('x');
    expect(blockDefaults('eventin-pro/event-faq').items).toEqual([]);
    expect(blockDefaults('unknown/block')).toEqual({});
  });
});

describe('placeholders', () => {
  it("holds SPEC §3's names in their groups, each with a meaning and a sample", () => {
    const spec: Record<string, string[]> = {
      Event: ['event_title', 'event_location', 'event_start_date', 'event_end_time', 'event_timezone'],
      Attendee: ['attendee_name', 'attendee_email', 'attendee_phone'],
      Ticket: ['ticket_id', 'ticket_price', 'ticket_type', 'attendee_seat', 'payment_status'],
      Extra: ['extra_fields'],
    };
    expect([...PLACEHOLDER_GROUPS]).toEqual(Object.keys(spec));
    for (const [group, names] of Object.entries(spec)) {
      const inGroup = placeholdersOf(group as (typeof PLACEHOLDER_GROUPS)[number]).map((p) => p.name);
      for (const n of names) expect(inGroup).toContain(n);
    }
    for (const p of PLACEHOLDERS) expect(p.meaning.length).toBeGreaterThan(5);
    expect(PLACEHOLDERS.map((p) => p.name)).toEqual(expect.arrayContaining(['event_end_date', 'event_start_time', 'qr_code']));
  });

  it('copies and matches {{name}} tokens', () => {
    expect(placeholderToken('event_title')).toBe('{{event_title}}');
    expect([...'Hi {{ attendee_name }} at {{event_title}} {{bad name}}'.matchAll(PLACEHOLDER_PATTERN)].map((m) => m[1])).toEqual(['attendee_name', 'event_title']);
  });
});

describe('template css', () => {
  it('scopes selectors by containerClassName and puts Tablet and Mobile under their breakpoints', () => {
    const css = templateCssFromBlocks([
      { attrs: { containerClassName: 'etn-a', styles: { Desktop: { '&': { fontSize: '32px' }, '.title': { color: 'red' } }, Tablet: { '&': { fontSize: '24px' } }, Mobile: { '&': { 'font-size': '18px' } } } },
        innerBlocks: [{ attributes: { containerClassName: 'etn-b', styles: { Desktop: { '': { margin: '0 auto' } } } } }] },
    ]);
    expect(css).toContain('.etn-a{font-size:32px}');
    expect(css).toContain('.etn-a .title{color:red}');
    expect(css).toContain('.etn-b{margin:0 auto}');
    expect(css).toMatch(/@media \(max-width: 768px\)\{\n\.etn-a\{font-size:24px\}\n\}/);
    expect(css).toMatch(/@media \(max-width: 480px\)\{\n\.etn-a\{font-size:18px\}\n\}/);
  });

  it('drops what could escape the style element or run script', () => {
    const css = templateCssFromBlocks([
      { attrs: { containerClassName: 'ok "><script>', styles: { Desktop: { '&': { color: 'red' } } } } },
      { attrs: { containerClassName: 'c', styles: { Desktop: { '&': { color: 'red;}</style><script>alert(1)</script>', background: 'url(javascript:alert(1))', width: 'expression(alert(1))', 'x}{': '1' }, '</style>': { color: 'red' } } } } },
    ]);
    expect(css).not.toMatch(/<|javascript|expression|script/i);
    expect(css).toContain('.ok{color:red}');
    expect(scopeSelector('.a', '& > p, span')).toBe('.a > p,.a span');
  });

  it('builds the root container from bodyStyling with the paper size when width and height are empty', () => {
    const css = bodyStylingDeclarations({ ...DEFAULT_BODY_STYLING, backgroundImage: { url: 'https://x.test/bg.jpg', id: 1, focalPoint: { x: 0.25, y: 1 } } }, { width: 842, height: 595 });
    expect(css).toContain('width:842px');
    expect(css).toContain('height:595px');
    expect(css).toContain('padding:20px 20px 20px 20px');
    expect(css).toContain('background-position:25% 100%');
    expect(bodyStylingDeclarations({ backgroundImage: { url: 'javascript:alert(1)', id: null, focalPoint: { x: 0, y: 0 } } })).not.toContain('javascript');
  });
});
