import type { z } from 'zod';
import { eventInput, formatWeekday, intlLocale, isValidDate, scheduleInput, scheduleSlot, speakerInput, tagInput, utcToZoned, type EventInputParsed, type I18n, type Language, type MessageDescriptor } from '@eventory/core';
import type { ApiMessage } from '../../../i18n/apiMessages.js';
import { serverI18n } from '../../../i18n/serverI18n.js';
import { issueReason, refusedRecord } from '../messages.js';
import { resolveTzid } from '../icsTime.js';
import { ScheduleFormatError, type SourceConference, type SourceDay, type SourceTalk } from './model.js';
import { plainText } from '../../../rendering/plainText.js';
import { slugWords } from '../../../db/slug.js';

/** A person of the file, once however many talks they give. */
export interface PlannedSpeaker {
  /** `conf:<acronym>:person:<source id>` (`…:person:name:<name>` when the file gives no id). */
  key: string;
  name: string;
}

/** A conference day as a schedule (program). */
export interface PlannedSchedule {
  /** `conf:<acronym>:day:<index>`. */
  key: string;
  program_title: string;
  /** Local date `YYYY-MM-DD`. */
  date: string;
  /** Weekday of the date in the import's content language, e.g. "Saturday", "Samstag". */
  day_name: string;
}

/** A talk as a slot of its day's schedule. Times are local `HH:mm` on the schedule's date. */
export interface PlannedSlot {
  /** `conf:<acronym>:talk:<guid, else id>`. */
  key: string;
  schedule_key: string;
  /** Order in its schedule (by start time, then file order), from 0. */
  position: number;
  topic: string;
  start_time: string;
  end_time: string;
  room: string;
  objective: string;
  track: string;
  /** Keys of its speakers, in the file's order. */
  speaker_keys: string[];
}

/** Everything an import writes, checked against Eventory's rules before anything is written. */
export interface ConferencePlan {
  /** Re-import keys: the event's, and the prefixes of its days, talks and people. */
  keys: { event: string; day: string; talk: string; person: string };
  /** The event's fields; its tags, speakers and schedules are left empty for the writer to fill. */
  event: EventInputParsed;
  /** Tag names: the declared tracks, then any other track a talk names. */
  tags: string[];
  /** In order of first appearance. */
  speakers: PlannedSpeaker[];
  /** In file order. */
  schedules: PlannedSchedule[];
  slots: PlannedSlot[];
  /** Catalogue messages (see ApiMessage). */
  warnings: ApiMessage[];
}

const OBJECTIVE_MAX = 20_000;
const ACRONYM_MAX = 100;
const MINUTES_PER_DAY = 24 * 60;
/** `YYYY-MM-DDTHH:mm[:ss[.fff]][Z|±HH:mm]`: the local date, hour, minute and offset. */
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;
/** `H:mm`, `HH:mm` or `HH:mm:ss` (seconds ignored). */
const CLOCK = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;

const pad = (n: number) => String(n).padStart(2, '0');
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
/** A day's weekday in the import's language (core's format layer), the schedule's day name: `Saturday`, `Samstag`. */
const weekday = (date: string, language: Language) => formatWeekday(date, { locale: intlLocale(language) });

/** A timezone events can store for a UTC offset in minutes: `UTC+1:00`, `UTC-3:30`, `UTC` for 0. */
export function offsetZone(minutes: number): string {
  if (minutes === 0) return 'UTC';
  const abs = Math.abs(minutes);
  return `UTC${minutes < 0 ? '-' : '+'}${Math.floor(abs / 60)}:${pad(abs % 60)}`;
}

/** Minutes east of UTC of an ISO 8601 offset (`Z`, `+01:00`, `-0330`); null without one. */
function offsetMinutes(offset: string | undefined): number | null {
  if (!offset) return null;
  if (offset.toUpperCase() === 'Z') return 0;
  const digits = offset.slice(1).replace(':', '');
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2));
  return offset.startsWith('-') ? -minutes : minutes;
}

/** The value of a safe parse, or a 400 naming the record (`subject`) and the first refused field. */
function accepted<T>(result: z.ZodSafeParseResult<T>, subject: MessageDescriptor): T {
  if (result.success) return result.data;
  throw refusedRecord('invalid_schedule', subject, issueReason(result.error));
}

/** The conference as the subject of a message. */
export function conferenceSubject(title: string): MessageDescriptor {
  return /*i18n*/ { id: 'The conference "{title}"', values: { title } };
}

/** A talk as the subject of a message: its title and id, else when it starts. */
function talkSubject(talk: SourceTalk, day: SourceDay): MessageDescriptor {
  const title = talk.title || /*i18n*/ { id: 'Untitled' };
  const id = talk.id || talk.guid;
  return id
    ? /*i18n*/ { id: '"{title}" (talk {id})', values: { title, id } }
    : /*i18n*/ { id: '"{title}" (talk at {start} on {date})', values: { title, start: talk.date || talk.start, date: day.date } };
}

/** The zone of local times, and whether instants with an offset are converted into it. */
interface Zone {
  name: string;
  /** True for a zone the file names: times are converted into it (correct across DST changes). */
  named: boolean;
}

/**
 * The conference's timezone: `time_zone_name` when it is a known zone, else the UTC offset of its
 * first dated time (`UTC+1:00`), else UTC. Without a named zone, times keep their wall clock.
 */
function conferenceZone(c: SourceConference, warnings: ApiMessage[]): Zone {
  const resolved = c.time_zone_name ? resolveTzid(c.time_zone_name) : null;
  if (resolved) return { name: resolved, named: true };
  const times = c.days.flatMap((day) => [day.start, ...day.talks.map((t) => t.date)]);
  const offset = times.map((time) => offsetMinutes(ISO_DATE_TIME.exec(time)?.[6])).find((o) => o !== null) ?? null;
  const name = offset === null ? 'UTC' : offsetZone(offset);
  if (c.time_zone_name) warnings.push(/*i18n*/ { id: 'The timezone "{tzid}" is unknown; the times are shown as written, in {zone}.', values: { tzid: c.time_zone_name, zone: name } });
  else if (offset === null) warnings.push(/*i18n*/ 'The file gives no timezone and its times no UTC offset; they are read as UTC.');
  return { name, named: false };
}

/** A talk's local start date and minute of the day: from its ISO date-time, else its day and start. */
function localStart(talk: SourceTalk, day: SourceDay, zone: Zone, label: MessageDescriptor): { date: string; minutes: number } {
  if (!talk.date) {
    const m = CLOCK.exec(talk.start);
    const minutes = m ? Number(m[1]) * 60 + Number(m[2]) : NaN;
    if (!(minutes < MINUTES_PER_DAY)) throw new ScheduleFormatError(/*i18n*/ { id: '{talk} has no date and its start "{start}" is not a time written HH:mm.', values: { talk: label, start: talk.start } });
    return { date: day.date, minutes };
  }
  const m = ISO_DATE_TIME.exec(talk.date);
  const date = m ? `${m[1]}-${m[2]}-${m[3]}` : '';
  const [hour, minute] = [Number(m?.[4]), Number(m?.[5])];
  if (!m || !isValidDate(date) || hour > 23 || minute > 59) {
    throw new ScheduleFormatError(/*i18n*/ { id: '{talk} starts at "{date}", which is not a date-time written YYYY-MM-DDTHH:mm+01:00.', values: { talk: label, date: talk.date } });
  }
  const offset = offsetMinutes(m[6]);
  if (!zone.named || offset === null) return { date, minutes: hour * 60 + minute };
  const local = utcToZoned(Date.parse(`${date}T${m[4]}:${m[5]}:00Z`) - offset * 60_000, zone.name);
  return { date: local.date, minutes: Number(local.time.slice(0, 2)) * 60 + Number(local.time.slice(3)) };
}

function durationMinutes(talk: SourceTalk, label: MessageDescriptor): number {
  const m = CLOCK.exec(talk.duration);
  if (!m) throw new ScheduleFormatError(/*i18n*/ { id: '{talk} has the duration "{duration}"; write it HH:mm.', values: { talk: label, duration: talk.duration } });
  return Number(m[1]) * 60 + Number(m[2]);
}

/** The language of the texts an import writes (a day's title and weekday); see the importer's contentLanguage. */
export interface ContentLanguage {
  language: Language;
  i18n: I18n;
}

function planSchedules(c: SourceConference, title: string, prefix: string, { language, i18n }: ContentLanguage): PlannedSchedule[] {
  const seen = new Set<string>();
  return c.days.map((day, i) => {
    if (!isValidDate(day.date)) throw new ScheduleFormatError(/*i18n*/ { id: 'day {number} has the date "{date}"; expected YYYY-MM-DD.', values: { number: i + 1, date: day.date } });
    const key = `${prefix}${day.index || i + 1}`;
    if (seen.has(key)) throw new ScheduleFormatError(/*i18n*/ { id: 'two days have the index {index}.', values: { index: day.index } });
    seen.add(key);
    const program_title = i18n._(/*i18n*/ { id: '{title} – Day {number}', values: { title, number: i + 1 } });
    const parsed = accepted(scheduleInput.safeParse({ program_title, date: day.date, day_name: weekday(day.date, language) }), /*i18n*/ { id: 'Day {number}', values: { number: i + 1 } });
    return { key, program_title: parsed.program_title, date: parsed.date, day_name: parsed.day_name };
  });
}

/** A talk placed on a schedule, before positions are given. */
interface Placed {
  talk: SourceTalk;
  key: string;
  label: MessageDescriptor;
  schedule: number;
  start: number;
  end: number;
}

/** Puts each talk on the schedule of its local start date; skipped talks get a warning. */
function placeTalks(c: SourceConference, schedules: PlannedSchedule[], zone: Zone, prefix: string, warnings: ApiMessage[]): Placed[] {
  const scheduleOf = new Map<string, number>();
  schedules.forEach((s, i) => scheduleOf.set(s.date, scheduleOf.get(s.date) ?? i));
  const placed: Placed[] = [];
  const keys = new Set<string>();
  for (const day of c.days) {
    for (const talk of day.talks) {
      const sourceId = talk.guid || talk.id;
      const label = talkSubject(talk, day);
      if (!sourceId) throw new ScheduleFormatError(/*i18n*/ { id: '{talk} has neither a guid nor an id.', values: { talk: label } });
      const key = `${prefix}${sourceId}`;
      if (keys.has(key)) {
        warnings.push(/*i18n*/ { id: '{talk} appears twice in the file; only its first entry was imported.', values: { talk: label } });
        continue;
      }
      keys.add(key);
      const { date, minutes: start } = localStart(talk, day, zone, label);
      const duration = durationMinutes(talk, label);
      const schedule = scheduleOf.get(date);
      if (schedule === undefined) {
        warnings.push(/*i18n*/ { id: "{talk} starts on {date}, which is none of the conference's days; it was not imported.", values: { talk: label, date } });
        continue;
      }
      let end = start + duration;
      if (end >= MINUTES_PER_DAY) {
        warnings.push(/*i18n*/ {
          id: '{talk} runs past midnight ({start} for {duration} minutes on {date}); its end time was set to 23:59.',
          values: { talk: label, start: clock(start), duration, date },
        });
        end = MINUTES_PER_DAY - 1;
      }
      if (end <= start) {
        warnings.push(/*i18n*/ { id: '{talk} has no length; it was not imported.', values: { talk: label } });
        continue;
      }
      placed.push({ talk, key, label, schedule, start, end });
    }
  }
  // Stable: talks starting together keep the file's order (its rooms, then each room's talks).
  return placed.sort((a, b) => a.schedule - b.schedule || a.start - b.start);
}

/** A person's name has a letter or digit: schedules list placeholders such as '-' or '--' for a talk's unnamed speakers. */
const hasName = (name: string) => /[\p{L}\p{N}]/u.test(name);

/** Slots in schedule order, and their speakers, deduplicated by the source person id. */
function planSlots(placed: Placed[], schedules: PlannedSchedule[], personPrefix: string, warnings: ApiMessage[]) {
  const speakers = new Map<string, PlannedSpeaker>();
  const positions = new Map<number, number>();
  const slots = placed.map(({ talk, key, label, schedule, start, end }): PlannedSlot => {
    const speaker_keys: string[] = [];
    for (const person of talk.persons) {
      if (!hasName(person.name)) {
        warnings.push(/*i18n*/ { id: 'A speaker of {talk} has no name and was left out.', values: { talk: label } });
        continue;
      }
      const personKey = `${personPrefix}${person.id || `name:${person.name.toLowerCase()}`}`;
      if (!speakers.has(personKey)) {
        const name = accepted(speakerInput.shape.name.safeParse(person.name), /*i18n*/ { id: 'The speaker "{name}" of {talk}', values: { name: person.name, talk: label } });
        speakers.set(personKey, { key: personKey, name });
      }
      if (!speaker_keys.includes(personKey)) speaker_keys.push(personKey);
    }
    let objective = plainText(talk.abstract) || plainText(talk.description);
    if (objective.length > OBJECTIVE_MAX) {
      warnings.push(/*i18n*/ { id: 'The abstract of {talk} was shortened to {max, number} characters.', values: { talk: label, max: OBJECTIVE_MAX } });
      objective = objective.slice(0, OBJECTIVE_MAX);
    }
    const slot = accepted(
      scheduleSlot.safeParse({ topic: talk.title, start_time: clock(start), end_time: clock(end), speakers: [], room: talk.room, objective, track: talk.track }),
      label,
    );
    const position = positions.get(schedule) ?? 0;
    positions.set(schedule, position + 1);
    const { speakers: _none, ...fields } = slot;
    return { key, schedule_key: schedules[schedule]!.key, position, ...fields, speaker_keys };
  });
  return { slots, speakers: [...speakers.values()] };
}

/** Track names as tag names: declared ones first, then those only talks name; case-insensitively distinct. */
function planTags(c: SourceConference, slots: PlannedSlot[]): string[] {
  const tags = new Map<string, string>();
  for (const track of [...c.tracks, ...slots.map((s) => s.track)]) {
    if (!track || tags.has(track.toLowerCase())) continue;
    tags.set(track.toLowerCase(), accepted(tagInput.safeParse({ name: track }), /*i18n*/ { id: 'The track "{track}"', values: { track } }).name);
  }
  return [...tags.values()];
}

const dateOnly = (value: string) => /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0] ?? '';

/** The event: the conference's dates (else its days'), from its first talk to its last one. */
function planEvent(c: SourceConference, title: string, zone: Zone, schedules: PlannedSchedule[], slots: PlannedSlot[]): EventInputParsed {
  const dates = schedules.map((s) => s.date).sort();
  const start_date = dateOnly(c.start) || dates[0]!;
  const end_date = dateOnly(c.end) || dates.at(-1)!;
  const on = (date: string) => slots.filter((s) => schedules.find((d) => d.key === s.schedule_key)?.date === date);
  const starts = on(start_date).map((s) => s.start_time).sort();
  const ends = on(end_date).map((s) => s.end_time).sort();
  const address = [c.venue, c.city].filter(Boolean).join(', ');
  const input = {
    title,
    description: c.subtitle,
    start_date,
    end_date,
    start_time: starts[0] ?? null,
    end_time: ends.at(-1) ?? null,
    timezone: zone.name,
    status: 'publish',
    location: address ? { type: 'offline', address: { address } } : null,
  };
  return accepted(eventInput.safeParse(input), conferenceSubject(title));
}

/**
 * Maps a parsed conference to the records an import writes, checking each against Eventory's
 * rules (event, schedule, slot, speaker and tag schemas) so nothing is written for a refused file.
 * Talk times are local to the conference's timezone; a talk goes on the schedule of its local start
 * date, and one running past midnight ends at 23:59 (slots end after they start, on one date).
 * Each day's schedule is titled '<conference> – Day <n>' with its weekday, in `content`'s language
 * (default English).
 * @throws ScheduleFormatError for values that are not what the format allows (dates, durations,
 *   missing keys); AppError 400 `invalid_schedule` naming a record Eventory's rules refuse
 */
export function planConference(c: SourceConference, content: ContentLanguage = { language: 'en', i18n: serverI18n('en') }): ConferencePlan {
  const warnings: ApiMessage[] = [];
  const acronym = c.acronym || slugWords(c.title);
  const title = c.title || c.acronym;
  if (!acronym) throw new ScheduleFormatError(/*i18n*/ { id: 'its conference has neither an acronym nor a title.' });
  if (acronym.length > ACRONYM_MAX) throw new ScheduleFormatError(/*i18n*/ { id: 'its conference acronym is longer than {max} characters.', values: { max: ACRONYM_MAX } });
  const base = `conf:${acronym}`;
  const keys = { event: base, day: `${base}:day:`, talk: `${base}:talk:`, person: `${base}:person:` };
  const zone = conferenceZone(c, warnings);
  const schedules = planSchedules(c, title, keys.day, content);
  const placed = placeTalks(c, schedules, zone, keys.talk, warnings);
  const { slots, speakers } = planSlots(placed, schedules, keys.person, warnings);
  const event = planEvent(c, title, zone, schedules, slots);
  return { keys, event, tags: planTags(c, slots), speakers, schedules, slots, warnings };
}
