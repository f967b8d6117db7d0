import { textDirection } from '@eventory/core';
import { html, jsonForScript, SafeHtml } from '../../site/html.js';
import { documentCss } from '../css/documentCss.js';
import { paperSize } from '../css/paper.js';
import { SAMPLE_ATTENDEE, sampleEventData } from '../data/sample.js';
import { ticketQr } from '../qr.js';
import { placeholderValues } from '../placeholders/values.js';
import { replacePlaceholdersInText } from '../placeholders/replace.js';
import type { BlockContext, RenderInput } from '../types.js';
import { compiledTemplate, renderCompiled } from './tree.js';
import { staticUrl } from '../../site/staticAssets.js';

/** Whether a template uses the QR code (block or placeholder), so it is drawn only then. */
const usesQr = (content: string) => content.includes('ticket-qrcode') || content.includes('qr_code');

function sampleBanner(ctx: Pick<BlockContext, 'sampleEvent' | 'sampleAttendee' | 'template' | 'site'>): SafeHtml | '' {
  const { i18n } = ctx.site.text;
  const attendee = ctx.sampleAttendee && ctx.template.type !== 'event';
  if (!ctx.sampleEvent && !attendee) return '';
  const which = ctx.sampleEvent && attendee ? 'all' : ctx.sampleEvent ? 'event' : 'attendee';
  const detail = i18n._(
    '{which, select, event {The event values shown are examples} attendee {The attendee and ticket values shown are examples} other {The event and attendee and ticket values shown are examples}} (placeholders are underlined with dots); {type, select, event {choose an event to see real ones} other {each attendee gets a copy with their own}}.',
    // A landing page's builder has an event picker; certificates and tickets get their values when issued.
    { which, type: ctx.template.type },
  );
  return html`<div class="etn-sample-banner" role="note"><strong>${i18n._('Preview with sample values.')}</strong> ${detail}</div>`;
}

/**
 * The controls above a document (print bar, site header): a landing page's come with the site's own
 * header; a certificate's or ticket's (Print, PDF) are the page's banner, so no content sits outside
 * a landmark.
 */
function chrome(content: SafeHtml | undefined, type: string): SafeHtml | '' {
  if (!content) return '';
  return type === 'event' ? html`<div class="etn-chrome">${content}</div>` : html`<header class="etn-chrome">${content}</header>`;
}

/**
 * One template rendered as a complete HTML document (issue #10 §5): the same HTML serves the
 * preview frame, the landing/ticket/certificate page, print and (through Chromium) the PDF.
 * Dynamic blocks are rendered from `event` and `attendee`; without them sample values stand in,
 * marked, under a banner. Certificates and tickets get `@page` at their paper size
 * (842x595 / 595x842 px) and print nothing but the template, and a visually hidden h1 of the page's
 * title when the design has none (a page's name for screen readers); every document is `noindex`.
 * Cost: the template is parsed and sanitized once per distinct content (cached); each render
 * replaces placeholders, runs the dynamic blocks and draws the QR code when used (cached by ticket).
 */
export async function renderTemplateDocument(input: RenderInput): Promise<string> {
  const { template, site } = input;
  const now = input.now ?? Date.now();
  const data = input.event ?? sampleEventData(site.siteUrl, now);
  const attendee = input.attendee ?? SAMPLE_ATTENDEE;
  const sampleEvent = !input.event;
  const sampleAttendee = !input.attendee;
  const { body: compiled, css } = compiledTemplate(template.content);
  const qr = usesQr(template.content) ? ticketQr(attendee.ticket_id) : null;
  const values = placeholderValues({ event: data.event, attendee, site, sampleEvent, sampleAttendee, qrDataUrl: qr?.dataUrl });
  const scripts = new Set<string>();
  const ctx: BlockContext = {
    template, data, attendee, site, now, values, sampleEvent, sampleAttendee, scripts,
    qrSvg: qr ? new SafeHtml(qr.svg) : null,
    programmeQuery: input.programmeQuery ?? {},
    ...(input.shortcodes ? { shortcodes: input.shortcodes } : {}),
    text: (value) => (typeof value === 'string' ? replacePlaceholdersInText(value, values) : ''),
  };
  const body = await renderCompiled(compiled, ctx);
  const paper = paperSize(template);
  if (paper) scripts.add(staticUrl('paper.js'));
  const title = input.title ?? (template.type === 'event' ? data.event.title : template.name);
  const banner = input.sample || sampleEvent || (sampleAttendee && template.type !== 'event') ? sampleBanner({ ...ctx, sampleEvent: sampleEvent || !!input.sample }) : '';
  return html`<!doctype html>
<html lang="${site.text.language}" dir="${textDirection(site.text.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<link rel="icon" href="${staticUrl('favicon.svg')}" type="image/svg+xml">
${template.type === 'event' ? html`<link rel="stylesheet" href="${staticUrl('site.css')}">` : ''}
<link rel="stylesheet" href="${staticUrl('template.css')}">
<style>${new SafeHtml(documentCss(template, css))}</style>
${input.head ?? ''}
</head>
<body class="etn-template-document etn-template-${template.type}${paper ? ' etn-paper' : ''}" data-template-id="${template.id}">
${chrome(input.chrome, template.type)}${banner}
<main class="etn-template etn-template-${template.orientation}">${paper && !body.includes('<h1') ? html`<h1 class="etn-visually-hidden">${title}</h1>` : ''}${new SafeHtml(body)}</main>
${[...scripts].map((src) => html`<script src="${src}" defer></script>`)}
<script type="application/json" id="etn-template-meta">${jsonForScript({ id: template.id, type: template.type, orientation: template.orientation, sample: sampleEvent || sampleAttendee })}</script>
</body>
</html>`.value;
}
