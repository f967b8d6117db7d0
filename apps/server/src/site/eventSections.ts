import type { EventProgram, PersonCard, ProgramDay, ProgramSlot } from '../modules/schedules/eventProgram.js';
import { html, type SafeHtml } from './html.js';

/** A photo URL the page may load: http(s) or a same-site path; anything else is not shown. */
const isImageUrl = (url: string) => /^https?:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//'));

const speakerHref = (person: PersonCard) => `/speaker/${encodeURIComponent(person.slug)}`;

function personItem(person: PersonCard): SafeHtml {
  const photo = isImageUrl(person.image) ? html`<img src="${person.image}" alt="" loading="lazy">` : '';
  const designation = person.designation ? html`<span class="muted">${person.designation}</span>` : '';
  return html`<li class="person">${photo}<div><a href="${speakerHref(person)}">${person.name}</a>${designation}</div></li>`;
}

function peopleSection(heading: string, className: string, people: PersonCard[]): SafeHtml | '' {
  if (people.length === 0) return '';
  return html`<section class="${className}"><h2>${heading}</h2><ul class="people">${people.map(personItem)}</ul></section>`;
}

function slotItem(date: string, slot: ProgramSlot): SafeHtml {
  const where = [slot.room, slot.track].filter(Boolean).join(' · ');
  const speakers = slot.speakers.map((person, i) => html`${i > 0 ? ', ' : ''}<a href="${speakerHref(person)}">${person.name}</a>`);
  return html`<li class="slot">
<div class="muted"><time datetime="${date}T${slot.start_time}">${slot.start_time}</time> – <time datetime="${date}T${slot.end_time}">${slot.end_time}</time>${where ? ` · ${where}` : ''}</div>
<h4>${slot.topic}</h4>
${speakers.length ? html`<p class="slot-speakers">${speakers}</p>` : ''}
${slot.objective ? html`<div class="objective">${slot.objective}</div>` : ''}
</li>`;
}

function programArticle(program: ProgramDay): SafeHtml {
  const subtitle = [program.day_name, program.date].filter(Boolean).join(' · ');
  return html`<article class="program"><h3>${program.program_title}</h3><p class="muted">${subtitle}</p>
<ol class="slots">${program.slots.map((slot) => slotItem(program.date, slot))}</ol></article>`;
}

/** The speakers, organizers and schedule of the public event page (issue #3); every value escaped. */
export function eventSections(program: EventProgram): SafeHtml {
  const schedule = program.programs.length
    ? html`<section class="event-programs"><h2>Schedule</h2>${program.programs.map(programArticle)}</section>`
    : '';
  return html`${peopleSection('Speakers', 'event-speakers', program.speakers)}
${peopleSection('Organizers', 'event-organizers', program.organizers)}
${schedule}`;
}
