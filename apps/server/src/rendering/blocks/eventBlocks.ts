import { isWidgetShortcode, PART_SEPARATOR, splitShortcodes } from '@eventory/core';
import { html, SafeHtml } from '../../site/html.js';
import { sanitizeRichText } from '../sanitize/sanitize.js';
import type { BlockRenderer } from '../types.js';
import { eventDates } from './infoBlocks.js';
import { blockTitle, safeUrl, sampleNote, wrap } from './shared.js';

const HEADING_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'div']);

/** `eventin-pro/event-title`: the event's title as `tagName` (h1 by default). */
export const eventTitle: BlockRenderer = (attrs, ctx) => {
  const tag = new SafeHtml(HEADING_TAGS.has(String(attrs.tagName)) ? String(attrs.tagName) : 'h1');
  return wrap('event-title', attrs, html`<${tag} class="etn-event-title">${ctx.data.event.title}</${tag}>`);
};

/** `eventin-pro/event-banner`: a wide image (or a coloured band without one) with the title over it. */
export const eventBanner: BlockRenderer = (attrs, ctx) => {
  const url = safeUrl(attrs.url);
  const height = /^\d{2,4}px$/.test(String(attrs.height)) ? String(attrs.height) : '360px';
  const image = url ? html`<img src="${url}" alt="${ctx.text(attrs.alt)}">` : '';
  const caption = attrs.showTitle === false ? '' : html`<div class="etn-banner-title">${ctx.data.event.title}</div>`;
  return wrap('event-banner', attrs, html`<div class="etn-banner${url ? '' : ' etn-banner-plain'}" style="min-height:${height}">${image}${caption}</div>`);
};

/** `eventin-pro/event-datetime`: the dates, times and timezone in the event's own wall clock. */
export const eventDatetime: BlockRenderer = (attrs, ctx) => {
  const { date, time } = eventDates(ctx);
  const parts = [
    attrs.showDate !== false && date ? html`<span class="etn-date">${date}</span>` : '',
    attrs.showTime !== false && time ? html`<span class="etn-time">${time}</span>` : '',
    attrs.showTimezone !== false ? html`<span class="etn-timezone">${ctx.data.event.timezone}</span>` : '',
  ];
  return wrap('event-datetime', attrs, html`<p class="etn-datetime">${parts}</p>`);
};

/** `eventin-pro/event-venue`: the address (with a map link when asked) or the online link. */
export const eventVenue: BlockRenderer = (attrs, ctx) => {
  const location = ctx.data.event.location;
  if (!location) return html``;
  const online = location.type === 'online';
  const { i18n } = ctx.site.text;
  const address = location.address?.address ?? '';
  const link = online ? safeUrl(location.url) : '';
  const body = online
    ? html`<p>${i18n._('Online')}${link ? html`${PART_SEPARATOR}<a href="${link}" rel="noopener nofollow">${i18n._('Join online')}</a>` : ''}</p>`
    : html`<p class="etn-address">${address}</p>${attrs.showMap && address ? html`<p><a href="https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}" rel="noopener nofollow">${i18n._('View on map')}</a></p>` : ''}`;
  return wrap('event-venue', attrs, html`${blockTitle(attrs, ctx)}${body}`);
};

/**
 * `eventin-pro/event-description`: the description, sanitized (formatting kept, scripts never);
 * with `ctx.shortcodes`, its widget shortcodes rendered in place (the text around each sanitized apart).
 */
export const eventDescription: BlockRenderer = async (attrs, ctx) => {
  const { description } = ctx.data.event;
  const segments = ctx.shortcodes ? splitShortcodes(description, isWidgetShortcode) : [{ kind: 'text' as const, text: description }];
  const parts = await Promise.all(segments.map((s) => (s.kind === 'text' || !ctx.shortcodes ? new SafeHtml(sanitizeRichText(s.text)) : ctx.shortcodes(s.text))));
  if (!parts.some((p) => p.value.trim())) return html``;
  return wrap('event-description', attrs, html`${blockTitle(attrs, ctx)}<div class="etn-description" dir="auto">${parts}</div>`);
};

/** `eventin-pro/event-logo`: the logo image the author chose. */
export const eventLogo: BlockRenderer = (attrs, ctx) => {
  const url = safeUrl(attrs.url);
  const { i18n } = ctx.site.text;
  if (!url) return sampleNote(ctx, i18n._('Event logo (choose an image in the block settings)')) || html``;
  const width = /^\d{1,4}(px|%)$/.test(String(attrs.width)) ? String(attrs.width) : '120px';
  return wrap('event-logo', attrs, html`<img src="${url}" alt="${ctx.text(attrs.alt) || i18n._('{title} logo', { title: ctx.data.event.title })}" style="width:${width}">`);
};

/** `eventin-pro/event-category` and `eventin-pro/event-tag`: the event's terms as chips. */
function termsBlock(kind: 'category' | 'tag'): BlockRenderer {
  return (attrs, ctx) => {
    const list = kind === 'category' ? ctx.data.categories : ctx.data.tags;
    if (!list.length) return html``;
    return wrap(`event-${kind}`, attrs, html`${blockTitle(attrs, ctx, 3)}<ul class="etn-chips">${list.map((t) => html`<li>${t.name}</li>`)}</ul>`);
  };
}
export const eventCategory = termsBlock('category');
export const eventTag = termsBlock('tag');

/** `eventin-pro/event-faq`: question/answer pairs from the block's `items`, as disclosure widgets. */
export const eventFaq: BlockRenderer = (attrs, ctx) => {
  const items = (Array.isArray(attrs.items) ? attrs.items : []).filter((i): i is { question: unknown; answer: unknown } => !!i && typeof i === 'object');
  const shown = items.map((i) => ({ q: ctx.text(i.question), a: sanitizeRichText(ctx.text(i.answer)) })).filter((i) => i.q);
  if (!shown.length) return sampleNote(ctx, ctx.site.text.i18n._('Questions and answers (add them in the block settings)')) || html``;
  return wrap('event-faq', attrs, html`${blockTitle(attrs, ctx)}${shown.map((i) => html`<details class="etn-faq-item"><summary>${i.q}</summary><div>${new SafeHtml(i.a)}</div></details>`)}`);
};

const PLATFORMS: Record<string, string> = { facebook: 'Facebook', x: 'X', twitter: 'X', linkedin: 'LinkedIn', instagram: 'Instagram', youtube: 'YouTube', mastodon: 'Mastodon', website: 'Website' };

/** `eventin-pro/event-social`: links (`links`: { platform, url }) to the event elsewhere; only http(s) links. */
export const eventSocial: BlockRenderer = (attrs, ctx) => {
  const links = (Array.isArray(attrs.links) ? attrs.links : [])
    .filter((l): l is { platform?: unknown; url?: unknown } => !!l && typeof l === 'object')
    .map((l) => ({ label: PLATFORMS[String(l.platform).toLowerCase()] ?? (String(l.platform ?? '') || ctx.site.text.i18n._('Link')), url: safeUrl(l.url) }))
    .filter((l) => l.url.startsWith('http'));
  if (!links.length) return html``;
  return wrap('event-social', attrs, html`${blockTitle(attrs, ctx, 3)}<ul class="etn-chips etn-social">${links.map((l) => html`<li><a href="${l.url}" rel="noopener nofollow" target="_blank">${l.label}</a></li>`)}</ul>`);
};
