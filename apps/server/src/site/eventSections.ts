import { sortKey } from '@eventory/core';
import type { EventProgram, PersonCard } from '../modules/schedules/eventProgram.js';
import { html, type SafeHtml } from './html.js';
import { programmeSection, speakerHref, type ProgrammeQuery } from './programme.js';
import type { PageText } from './publicText.js';
import { staticUrl } from './staticAssets.js';

/** Above this many people a section is a compact, searchable list of names instead of cards. */
const CARDS_UP_TO = 24;

/** A photo URL the page may load: http(s) or a same-site path; anything else is not shown. */
const isImageUrl = (url: string) => /^https?:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//'));

function personItem(person: PersonCard): SafeHtml {
  const photo = isImageUrl(person.image) ? html`<img src="${person.image}" alt="" loading="lazy">` : '';
  const designation = person.designation ? html`<span class="muted">${person.designation}</span>` : '';
  return html`<li class="person">${photo}<div><a href="${speakerHref(person)}">${person.name}</a>${designation}</div></li>`;
}

/**
 * A compact list's entry: the name linked to its page, with `data-key`, the name as core's sortKey
 * folds it (no accents), where that differs from the name in lower case, so the search finds
 * 'Töpel' for 'topel' as the admin's speaker search does (site.js also tests the name itself).
 */
function compactItem(person: PersonCard): SafeHtml {
  const key = sortKey(person.name);
  return html`<li${key !== person.name.toLowerCase() ? html` data-key="${key}"` : ''}><a href="${speakerHref(person)}">${person.name}</a></li>`;
}

/**
 * Many people as names in a scrolling box, with a search field that /static/site.js shows and
 * wires (without script the whole list stays readable and every name links to its page).
 */
function compactList(id: string, heading: string, people: PersonCard[], text: PageText): SafeHtml {
  return html`<label class="people-search" for="${id}-search" hidden>${id === 'speakers' ? text.i18n._('Search speakers') : text.i18n._('Search organizers')}
<input id="${id}-search" type="search" autocomplete="off" data-filter-list="${id}-list" data-filter-count="${id}-count" data-one-match="${text.i18n._('1 match')}" data-matches="${text.i18n._('{count} matches', { count: '{count}' })}"></label>
<p class="muted" id="${id}-count" aria-live="polite"></p>
<div class="people-scroll" tabindex="0" role="region" aria-label="${heading}"><ul class="people-compact" id="${id}-list">${people.map(compactItem)}</ul></div>`;
}

/** The heading of the speakers or organizers section in the page's language. */
export const peopleHeading = (id: 'speakers' | 'organizers', text: PageText) => (id === 'speakers' ? text.i18n._('Speakers') : text.i18n._('Organizers'));

/** Speakers or organizers under `heading`: cards when few, a compact searchable list when many; '' when none. */
export function peopleSection(heading: string, id: 'speakers' | 'organizers', people: PersonCard[], text: PageText): SafeHtml | '' {
  if (people.length === 0) return '';
  const body = people.length > CARDS_UP_TO ? compactList(id, heading, people, text) : html`<ul class="people">${people.map(personItem)}</ul>`;
  return html`<section class="event-${id}" aria-labelledby="${id}-heading"><h2 id="${id}-heading">${heading} (${people.length})</h2>${body}</section>`;
}

/**
 * Links from above the programme to the people after it: a conference day of 470 talks put
 * 'Speakers (991)' about 84 phone screens down, with no way to it but scrolling (walk of 30 Nov
 * 2026). '' without a programme or without people.
 */
function sectionLinks(program: EventProgram, text: PageText): SafeHtml | '' {
  if (program.programs.length === 0) return '';
  const links = (['speakers', 'organizers'] as const)
    .filter((id) => program[id].length > 0)
    .map((id) => html`<a href="#${id}-heading">${peopleHeading(id, text)} (${program[id].length})</a>`);
  return links.length ? html`<nav class="page-sections" aria-label="${text.i18n._('On this page')}">${links}</nav>` : '';
}

/**
 * The programme, speakers and organizers of the public event page (issues #3 and #9 §5): links
 * to the people, the programme first (one day at a time, see {@link programmeSection}), then the
 * people, as cards when few and as a compact searchable list when many; in the page's language,
 * days and times in its locale. Every value escaped.
 */
export function eventSections(program: EventProgram, text: PageText, query: ProgrammeQuery = {}): SafeHtml {
  const scripted = program.programs.length > 0 || [program.speakers, program.organizers].some((people) => people.length > CARDS_UP_TO);
  return html`${sectionLinks(program, text)}${programmeSection(program.programs, query, text)}
${peopleSection(peopleHeading('speakers', text), 'speakers', program.speakers, text)}
${peopleSection(peopleHeading('organizers', text), 'organizers', program.organizers, text)}
${scripted ? html`<script src="${staticUrl('site.js')}" defer></script>` : ''}`;
}
