import { fittedNameSize } from '../../../site/attendeeNameFit.js';
import { columns, dynamic, group, heading, own, paragraph, root, separator } from '../markup.js';
import { page, SANS, SERIF, type LibraryDesign } from './types.js';

/** Classic Gold's frame, rule and seal. */
const GOLD = '#a8832b';
/** Classic Gold's gold for small text: GOLD darkened to 5:1 on its cream paper (WCAG AA). */
const GOLD_TEXT = '#85661d';
const INK = '#2b2a26';
/** Classic Gold's grey for small text (5.2:1 on its cream paper). */
const MUTED = '#6d6758';
/** Modern Navy's grey-blue for small text (5.1:1 on white). */
const NAVY_MUTED = '#636e8a';
/** Minimal Portrait's grey-teal for small text (4.9:1 on white). */
const TEAL_MUTED = '#587773';

/**
 * Styles that keep the attendee's name on at most two balanced lines of its paper: sized from its
 * length ({@link fittedNameSize}: `size` px up to `fullLength` characters, `min` px at the least),
 * and broken inside a word only when one word alone is wider than the line.
 */
const fittedName = (size: number, fullLength: number, min: number) => ({
  'font-size': fittedNameSize(size, fullLength, min),
  'line-height': '1.2',
  'text-wrap': 'balance',
  'overflow-wrap': 'anywhere',
});

/** A signature line with a caption under it. */
const signature = (caption: string, cls: string) =>
  group([paragraph('&nbsp;', { cls: `${cls}-line` }), paragraph(caption, { cls: `${cls}-caption` })], {
    cls,
    styles: own(
      { 'text-align': 'center' },
      {
        [`.${cls}-line`]: { 'border-bottom': `1px solid ${INK}`, margin: '0 24px 6px', height: '28px' },
        [`.${cls}-caption`]: { 'font-family': SANS, 'font-size': '11px', 'letter-spacing': '0.12em', 'text-transform': 'uppercase', color: MUTED, margin: '0' },
      },
    ),
  });

/** Cream paper, a double gold frame, serif lettering and two signature lines. */
const classicGold: LibraryDesign = {
  id: 'certificate-classic-gold',
  type: 'certificate',
  name: 'Classic Gold',
  orientation: 'landscape',
  content: root(page('#fbf7ea', '18px'), [
    group(
      [
        paragraph('Certificate', { cls: 'cg-kicker', styles: own({ 'font-family': SANS, 'font-size': '13px', 'letter-spacing': '0.45em', 'text-transform': 'uppercase', color: GOLD_TEXT, margin: '0 0 4px', 'text-align': 'center' }) }),
        heading(1, 'of Attendance', { cls: 'cg-title', styles: own({ 'font-family': SERIF, 'font-size': '48px', 'font-weight': '400', color: INK, margin: '0', 'text-align': 'center' }) }),
        separator({ cls: 'cg-rule', styles: own({ border: '0', 'border-top': `2px solid ${GOLD}`, width: '120px', margin: '15px auto' }) }),
        paragraph('This certificate is proudly presented to', { cls: 'cg-lead', styles: own({ 'font-family': SANS, 'font-size': '14px', color: MUTED, 'text-align': 'center', margin: '0' }) }),
        // The underline is at least as wide as it always was (58%), wider under a longer name.
        paragraph('{{attendee_name}}', {
          cls: 'cg-name',
          styles: own({ 'font-family': SERIF, 'font-style': 'italic', ...fittedName(44, 40, 20), color: INK, 'text-align': 'center', width: 'fit-content', 'min-width': '58%', 'max-width': '100%', margin: '12px auto 6px', 'border-bottom': `1px solid ${GOLD}`, padding: '0 0 8px' }),
        }),
        paragraph('for attending <strong>{{event_title}}</strong><br>held on {{event_start_date}} · {{event_location}}', {
          cls: 'cg-body',
          styles: own({ 'font-family': SERIF, 'font-size': '16px', 'line-height': '1.6', color: INK, 'text-align': 'center', margin: '14px 60px 0' }),
        }),
        columns(
          [
            { children: [signature('Date', 'cg-sign-date')] },
            { children: [paragraph('★', { cls: 'cg-seal', styles: own({ width: '74px', height: '74px', 'line-height': '74px', margin: '0 auto', 'border-radius': '50%', border: `3px double ${GOLD}`, color: GOLD, 'font-size': '30px', 'text-align': 'center' }) })] },
            { children: [signature('Organizer', 'cg-sign-organizer')] },
          ],
          { cls: 'cg-signatures', styles: own({ margin: '30px 30px 0', 'align-items': 'flex-end', display: 'flex', gap: '20px' }) },
        ),
        paragraph('Certificate no. {{ticket_id}}', { cls: 'cg-number', styles: own({ 'font-family': SANS, 'font-size': '10px', color: MUTED, 'text-align': 'center', margin: '16px 0 0', 'letter-spacing': '0.08em' }) }),
      ],
      { cls: 'cg-frame', styles: own({ height: '100%', display: 'flex', 'flex-direction': 'column', 'justify-content': 'center', 'box-sizing': 'border-box', border: `6px double ${GOLD}`, outline: `1px solid ${GOLD}`, 'outline-offset': '-14px', padding: '34px 40px 20px' }) },
    ),
  ]),
};

/** A deep navy band with the event's name beside a clean sans-serif body. */
const modernNavy: LibraryDesign = {
  id: 'certificate-modern-navy',
  type: 'certificate',
  name: 'Modern Navy',
  orientation: 'landscape',
  content: root(page('#ffffff', '0px'), [
    columns(
      [
        {
          width: '30%',
          look: { cls: 'mn-band', styles: own({ background: '#16264c', color: '#ffffff', padding: '44px 28px', display: 'flex', 'flex-direction': 'column', 'justify-content': 'space-between' }) },
          children: [
            paragraph('Certificate', { cls: 'mn-band-kicker', styles: own({ 'font-family': SANS, 'font-size': '12px', 'letter-spacing': '0.35em', 'text-transform': 'uppercase', color: '#f2b84b', margin: '0' }) }),
            heading(2, '{{event_title}}', { cls: 'mn-band-event', styles: own({ 'font-family': SANS, 'font-size': '26px', 'line-height': '1.25', 'font-weight': '700', color: '#ffffff', margin: '0' }) }),
            paragraph('{{event_start_date}}<br>{{event_location}}', { cls: 'mn-band-when', styles: own({ 'font-family': SANS, 'font-size': '13px', 'line-height': '1.6', color: '#c9d3ea', margin: '0' }) }),
          ],
        },
        {
          width: '70%',
          look: { cls: 'mn-main', styles: own({ padding: '56px 52px 40px', display: 'flex', 'flex-direction': 'column', 'justify-content': 'center' }) },
          children: [
            heading(1, 'Certificate of Participation', { cls: 'mn-title', styles: own({ 'font-family': SANS, 'font-size': '30px', 'font-weight': '300', color: '#16264c', margin: '0 0 26px', 'letter-spacing': '0.01em' }) }),
            paragraph('Awarded to', { cls: 'mn-lead', styles: own({ 'font-family': SANS, 'font-size': '13px', 'text-transform': 'uppercase', 'letter-spacing': '0.2em', color: NAVY_MUTED, margin: '0' }) }),
            paragraph('{{attendee_name}}', { cls: 'mn-name', styles: own({ 'font-family': SANS, ...fittedName(40, 37, 18), 'font-weight': '700', color: '#111a33', margin: '6px 0 18px' }) }),
            separator({ cls: 'mn-rule', styles: own({ border: '0', 'border-top': '4px solid #f2b84b', width: '64px', margin: '0 0 18px' }) }),
            paragraph('In recognition of taking part in {{event_title}}. Thank you for your time, your questions and your ideas.', {
              cls: 'mn-body',
              styles: own({ 'font-family': SANS, 'font-size': '15px', 'line-height': '1.65', color: '#4a5470', margin: '0 0 34px', 'max-width': '470px' }),
            }),
            columns(
              [
                { children: [paragraph('Organizer', { cls: 'mn-sign', styles: own({ 'border-top': '1px solid #16264c', 'padding-top': '6px', 'font-family': SANS, 'font-size': '11px', 'text-transform': 'uppercase', 'letter-spacing': '0.14em', color: NAVY_MUTED, margin: '0' }) })] },
                { children: [paragraph('No. {{ticket_id}}', { cls: 'mn-number', styles: own({ 'font-family': SANS, 'font-size': '11px', color: NAVY_MUTED, 'text-align': 'right', margin: '0', 'padding-top': '7px' }) })] },
              ],
              { cls: 'mn-foot', styles: own({ display: 'flex', gap: '40px' }) },
            ),
          ],
        },
      ],
      { cls: 'mn-layout', styles: own({ display: 'flex', height: '595px', margin: '0', gap: '0' }) },
    ),
  ]),
};

/** Minimal Portrait's signature line: the caption over a rule. */
const portraitSignature = (caption: string, cls: string) =>
  paragraph(caption, {
    cls,
    styles: own({ 'border-top': '1px solid #10302d', 'padding-top': '6px', 'font-family': SANS, 'font-size': '11px', 'letter-spacing': '0.14em', 'text-transform': 'uppercase', color: TEAL_MUTED, 'text-align': 'center', margin: '0' }),
  });

/** Portrait, white with generous space, a thin teal border and a small attendee summary. */
const minimalPortrait: LibraryDesign = {
  id: 'certificate-minimal-portrait',
  type: 'certificate',
  name: 'Minimal Portrait',
  orientation: 'portrait',
  content: root(page('#ffffff', '28px'), [
    group(
      [
        paragraph('◆', { cls: 'mp-mark', styles: own({ color: '#0f766e', 'font-size': '22px', 'text-align': 'center', margin: '0 0 18px' }) }),
        heading(1, 'Certificate<br>of Completion', { cls: 'mp-title', styles: own({ 'font-family': SERIF, 'font-size': '46px', 'line-height': '1.15', 'font-weight': '400', color: '#10302d', 'text-align': 'center', margin: '0 0 40px' }) }),
        paragraph('presented to', { cls: 'mp-lead', styles: own({ 'font-family': SANS, 'font-size': '12px', 'letter-spacing': '0.3em', 'text-transform': 'uppercase', color: TEAL_MUTED, 'text-align': 'center', margin: '0' }) }),
        paragraph('{{attendee_name}}', { cls: 'mp-name', styles: own({ 'font-family': SERIF, ...fittedName(40, 38, 18), color: '#10302d', 'text-align': 'center', margin: '12px 0 32px' }) }),
        paragraph('who successfully completed', { cls: 'mp-lead-2', styles: own({ 'font-family': SANS, 'font-size': '14px', color: TEAL_MUTED, 'text-align': 'center', margin: '0' }) }),
        heading(2, '{{event_title}}', { cls: 'mp-event', styles: own({ 'font-family': SANS, 'font-size': '24px', 'font-weight': '600', color: '#0f766e', 'text-align': 'center', margin: '8px 0 36px' }) }),
        dynamic('eventin-pro/event-info', { showTitle: false, showTimezone: false, layout: 'list' }, {
          cls: 'mp-facts',
          styles: own(
            { 'font-family': SANS, 'font-size': '13px', color: '#10302d', margin: '0 auto', width: '340px', 'border-top': '1px solid #cfe3e0', 'border-bottom': '1px solid #cfe3e0', padding: '14px 0' },
            { div: { display: 'flex', 'justify-content': 'space-between', padding: '3px 0' }, dt: { color: TEAL_MUTED, 'text-transform': 'uppercase', 'font-size': '11px', 'letter-spacing': '0.14em' }, dd: { margin: '0', 'text-align': 'right' } },
          ),
        }),
        columns(
          [
            { children: [portraitSignature('Organizer', 'mp-sign')] },
            { children: [portraitSignature('Date', 'mp-sign-date')] },
          ],
          // At the foot of the frame, whatever room the name and the event's title take above.
          { cls: 'mp-signatures', styles: own({ display: 'flex', gap: '60px', margin: 'auto 40px 0', 'padding-top': '48px' }) },
        ),
        paragraph('Certificate no. {{ticket_id}}', { cls: 'mp-number', styles: own({ 'font-family': SANS, 'font-size': '10px', color: TEAL_MUTED, 'text-align': 'center', margin: '24px 0 0', 'letter-spacing': '0.08em' }) }),
      ],
      { cls: 'mp-frame', styles: own({ height: '100%', display: 'flex', 'flex-direction': 'column', 'justify-content': 'center', 'box-sizing': 'border-box', border: '1px solid #0f766e', padding: '56px 44px 30px' }) },
    ),
  ]),
};

/** The library's certificate designs. */
export const CERTIFICATE_DESIGNS: LibraryDesign[] = [classicGold, modernNavy, minimalPortrait];
