import { formatCalendarDate, formatWallClock, formatWallTime, PART_SEPARATOR } from '@eventory/core';
import { bdi, html, page, type SafeHtml } from '../../site/html.js';
import type { SpeakerProfile } from './service.js';
import { openGraph } from '../../site/pageMetadata.js';
import { siteHeaderFor, type PageViewer } from '../../site/pages.js';
import type { PageText } from '../../site/publicText.js';

const style = html`<style>
.author { display: flex; gap: 24px; align-items: center; margin-bottom: 16px; }
.author h1 { margin: 0 0 4px; }
.author-photo { border-radius: 50%; object-fit: cover; flex-shrink: 0; }
.company-logo { height: 28px; vertical-align: middle; margin-inline-end: 8px; }
.bio p { line-height: 1.6; }
.socials { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 8px 16px; }
</style>`;

/**
 * Only web addresses and uploaded files become links or images. The API already refuses others;
 * this also covers rows written another way (an import), so a `javascript:` link never renders.
 */
function safeUrl(url: string): string | null {
  return /^(https?:\/\/|\/uploads\/)/i.test(url) ? url : null;
}

const external = (href: string, label: SafeHtml | string) => html`<a href="${href}" rel="noopener nofollow">${label}</a>`;

/**
 * The bio as escaped text: blank lines separate paragraphs, single line breaks stay line breaks;
 * each line isolated (`<bdi>`), so an English bio's final '!' stays at its end on an Arabic page.
 */
function bio(summary: string): SafeHtml[] {
  return summary
    .trim()
    .split(/(?:\r?\n){2,}/)
    .map((paragraph) => html`<p dir="auto">${paragraph.split(/\r?\n/).map((line, i) => html`${i ? html`<br>` : ''}${bdi(line)}`)}</p>`);
}

function company(s: SpeakerProfile['speaker'], { i18n }: PageText): SafeHtml | '' {
  const logo = safeUrl(s.company_logo);
  const link = safeUrl(s.company_url);
  if (!s.company_name && !logo) return '';
  const content = html`${logo ? html`<img class="company-logo" src="${logo}" alt="${s.company_name ? i18n._('{company} logo', { company: s.company_name }) : i18n._('Company logo')}">` : ''}${s.company_name}`;
  return html`<p class="company">${link ? external(link, content) : content}</p>`;
}

function sessions(profile: SpeakerProfile, { i18n, locale }: PageText): SafeHtml | '' {
  if (profile.sessions.length === 0) return '';
  const items = profile.sessions.map(
    (s) =>
      html`<li><strong>${bdi(s.topic)}</strong><div class="muted">${bdi(s.program_title)}${PART_SEPARATOR}${bdi(formatCalendarDate(s.date, { locale }))}${PART_SEPARATOR}${bdi(`${formatWallTime(s.start_time, { locale })} – ${formatWallTime(s.end_time, { locale })}`)}${s.room ? html`${PART_SEPARATOR}${bdi(s.room)}` : ''}</div></li>`,
  );
  return html`<section><h2>${i18n._('Sessions')}</h2><ul class="sessions">${items}</ul></section>`;
}

function events(profile: SpeakerProfile, { i18n, locale }: PageText): SafeHtml | '' {
  if (profile.events.length === 0) return '';
  const items = profile.events.map(
    (e) => html`<li><a href="/event/${encodeURIComponent(e.slug)}">${bdi(e.title)}</a> <span class="muted">${bdi(formatWallClock(e.start_date, e.start_time, { locale }))}</span></li>`,
  );
  return html`<section><h2>${i18n._('Events')}</h2><ul class="events">${items}</ul></section>`;
}

/**
 * `/speaker/<slug>`: a speaker's or organizer's public page (issue #3): photo, name, designation,
 * company (name, logo, link), bio, social links, and the program slots and published events they
 * appear in; Open Graph tags and a meta description for link previews. Every value is escaped; outbound links carry rel="noopener nofollow". The viewer's
 * `user` (the request's) shows the Admin link to staff; in the page's language (issue #12), dates
 * and times in its locale; the organiser's texts (name, titles, rooms, bio lines) bidi-isolated so
 * they keep their order on a right-to-left page.
 */
export function authorPage(profile: SpeakerProfile, { user, text }: PageViewer): string {
  const s = profile.speaker;
  const photo = safeUrl(s.image);
  const socials = s.social.flatMap((link) => {
    const url = safeUrl(link.url);
    return url ? [html`<li>${external(url, link.platform)}</li>`] : [];
  });
  return page(
    s.name,
    html`${siteHeaderFor(user, text)}<main class="site author-page">
<article class="author">
${photo ? html`<img class="author-photo" src="${photo}" alt="${s.name}" width="160" height="160">` : ''}
<div><h1>${bdi(s.name)}</h1>
${s.designation ? html`<p class="muted designation">${bdi(s.designation)}</p>` : ''}
${company(s, text)}</div>
</article>
${s.summary.trim() ? html`<section class="bio">${bio(s.summary)}</section>` : ''}
${socials.length ? html`<ul class="socials">${socials}</ul>` : ''}
${sessions(profile, text)}
${events(profile, text)}
</main>`,
    html`${style}${openGraph({ type: 'profile', title: s.name, url: s.author_url, description: s.summary || s.designation, image: s.image })}`,
    text.language,
  );
}
