import { ScheduleFormatError, text, type SourceConference, type SourceDay, type SourcePerson, type SourceTalk } from './model.js';

type Obj = Record<string, unknown>;

const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const field = (obj: Obj, key: string) => text(obj[key]).trim();

function person(value: unknown): SourcePerson {
  const p = isObj(value) ? value : {};
  return { id: field(p, 'id') || field(p, 'guid'), name: field(p, 'public_name') || field(p, 'name') };
}

function talk(value: unknown, roomName: string): SourceTalk {
  const t = isObj(value) ? value : {};
  return {
    guid: field(t, 'guid'),
    id: field(t, 'id'),
    date: field(t, 'date'),
    start: field(t, 'start'),
    duration: field(t, 'duration'),
    room: field(t, 'room') || roomName,
    title: field(t, 'title'),
    track: field(t, 'track'),
    abstract: field(t, 'abstract'),
    description: field(t, 'description'),
    persons: list(t.persons).map(person),
  };
}

function day(value: unknown, position: number): SourceDay {
  if (!isObj(value)) throw new ScheduleFormatError(/*i18n*/ { id: 'day {number} of schedule.conference.days is not an object.', values: { number: position + 1 } });
  const rooms = isObj(value.rooms) ? Object.entries(value.rooms) : [];
  const talks = rooms.flatMap(([name, items]) => list(items).map((item) => talk(item, name)));
  return { index: field(value, 'index'), date: field(value, 'date'), start: field(value, 'day_start'), talks };
}

/** The track names of `conference.tracks` (objects `{ name, color }` or plain strings). */
function tracks(value: unknown): string[] {
  return list(value)
    .map((t) => (isObj(t) ? field(t, 'name') : text(t).trim()))
    .filter(Boolean);
}

/**
 * Reads a Frab `schedule.json` (the CCC congress format): `{ schedule: { conference: { acronym,
 * title, start, end, time_zone_name, tracks, days: [{ index, date, day_start, day_end, rooms:
 * { "<room>": [talk…] } }] } } }`, each talk `{ guid, id, date, start, duration, room, title,
 * track, abstract, description, persons: [{ id | guid, public_name | name }] }`. Values stay as
 * written; the caller checks and maps them.
 * @param json the file's text (decoded UTF-8)
 * @throws ScheduleFormatError for an empty, cut-off or malformed file, or JSON without
 *   `schedule.conference.days`
 */
export function parseFrabJson(json: string): SourceConference {
  if (!json.trim()) throw new ScheduleFormatError(/*i18n*/ { id: 'the file is empty.' });
  let root: unknown;
  try {
    root = JSON.parse(json);
  } catch (error) {
    throw new ScheduleFormatError(/*i18n*/ { id: 'it is not valid JSON, it may be cut off ({problem}).', values: { problem: (error as Error).message.replace(/\.$/, '') } });
  }
  const conference = isObj(root) && isObj(root.schedule) ? root.schedule.conference : undefined;
  if (!isObj(conference)) throw new ScheduleFormatError(/*i18n*/ { id: 'it has no schedule.conference object; export the schedule.json of the conference.' });
  if (!Array.isArray(conference.days) || conference.days.length === 0) throw new ScheduleFormatError(/*i18n*/ { id: 'schedule.conference.days is missing or empty.' });
  return {
    acronym: field(conference, 'acronym'),
    title: field(conference, 'title'),
    subtitle: field(conference, 'subtitle'),
    start: field(conference, 'start'),
    end: field(conference, 'end'),
    time_zone_name: field(conference, 'time_zone_name'),
    venue: field(conference, 'venue'),
    city: field(conference, 'city'),
    tracks: tracks(conference.tracks),
    days: conference.days.map(day),
  };
}
