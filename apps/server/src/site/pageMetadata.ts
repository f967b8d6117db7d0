import type { EventItem } from '@eventory/core';
import { descriptionProse, htmlToPlainText } from '../rendering/plainText.js';
import { html, jsonForScript, type SafeHtml } from './html.js';

/** Characters of the description used as the page's summary (Open Graph and meta description). */
const SUMMARY_CHARS = 200;

/** The description as one line of plain text, cut to SUMMARY_CHARS: link previews and search snippets show no markup or shortcodes. */
function summary(description: string): string {
  const flat = htmlToPlainText(descriptionProse(description));
  return flat.length <= SUMMARY_CHARS ? flat : `${flat.slice(0, SUMMARY_CHARS - 1).trimEnd()}…`;
}

function location(e: EventItem): Record<string, unknown> | undefined {
  if (!e.location) return undefined;
  if (e.location.type === 'online') return e.location.url ? { '@type': 'VirtualLocation', url: e.location.url } : undefined;
  const address = e.location.address?.address;
  return address ? { '@type': 'Place', name: address, address } : undefined;
}

/**
 * The schema.org `Event` of an event page (https://schema.org/Event): name, start and end as ISO
 * 8601 instants, attendance mode, location, summary and URL. Emitted through
 * {@link jsonForScript}, so no value can close the script element.
 */
export function eventJsonLd(e: EventItem): Record<string, unknown> {
  const online = e.location?.type === 'online';
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: e.title,
    startDate: e.start_at,
    endDate: e.end_at,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: online ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
    ...(location(e) ? { location: location(e) } : {}),
    ...(e.description ? { description: summary(e.description) } : {}),
    url: e.link,
  };
}

/**
 * A public page's meta description and Open Graph tags (https://ogp.me), which link previews and
 * search snippets read: `type` (website, profile), title, canonical URL, and `description` (HTML
 * allowed) as one line of plain text; an `image` only when it is an absolute http(s) URL. Escaped.
 */
export function openGraph(page: { type: 'website' | 'profile'; title: string; url: string; description: string; image?: string }): SafeHtml {
  const description = summary(page.description);
  return html`<meta property="og:type" content="${page.type}">
<meta property="og:site_name" content="Eventory">
<meta property="og:title" content="${page.title}">
<meta property="og:url" content="${page.url}">
${description ? html`<meta name="description" content="${description}">
<meta property="og:description" content="${description}">` : ''}
${page.image && /^https?:\/\//i.test(page.image) ? html`<meta property="og:image" content="${page.image}">` : ''}`;
}

/**
 * The head metadata of an event page (issue #9 §5): a meta description, Open Graph tags
 * (see {@link openGraph}) and the schema.org Event as JSON-LD. Every value is escaped.
 */
export function eventMetadata(e: EventItem): SafeHtml {
  return html`${openGraph({ type: 'website', title: e.title, url: e.link, description: e.description })}
<script type="application/ld+json">${jsonForScript(eventJsonLd(e))}</script>`;
}
