import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { MessageDescriptor } from '@eventory/core';
import { ScheduleFormatError, text, type SourceConference, type SourceDay, type SourcePerson, type SourceTalk } from './model.js';

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // Keep every value as written: an id "0042" or a title "1984" must stay text.
  parseTagValue: false,
  parseAttributeValue: false,
  // Decodes character references (`&#8211;`) too; fast-xml-parser 5 ties them to this option.
  htmlEntities: true,
});

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The text of an element, also when it carries attributes (`<person id="1">Ada</person>`). */
const value = (node: unknown): string => (isNode(node) ? text(node['#text']) : text(node)).trim();

/**
 * The elements of a name that may repeat: the parser gives an array for several, the element itself
 * for one (cheaper than asking it to track paths for `isArray`), '' for an empty one.
 */
const list = (node: unknown): unknown[] => (Array.isArray(node) ? node : node === undefined || node === '' ? [] : [node]);

function persons(node: unknown): SourcePerson[] {
  const people = isNode(node) ? list(node.person) : [];
  return people.map((p) => ({ id: isNode(p) ? text(p['@id']) || text(p['@guid']) : '', name: value(p) }));
}

function talk(node: unknown, roomName: string): SourceTalk {
  const e = isNode(node) ? node : {};
  return {
    guid: text(e['@guid']),
    id: text(e['@id']),
    date: value(e.date),
    start: value(e.start),
    duration: value(e.duration),
    room: value(e.room) || roomName,
    title: value(e.title),
    track: value(e.track),
    abstract: value(e.abstract),
    description: value(e.description),
    persons: persons(e.persons),
  };
}

function day(node: unknown): SourceDay {
  const d = isNode(node) ? node : {};
  const talks = list(d.room).flatMap((room) => (isNode(room) ? list(room.event).map((e) => talk(e, text(room['@name']))) : []));
  return { index: text(d['@index']), date: text(d['@date']), start: text(d['@start']), talks };
}

/** Why the validator refused the text, for a person: cut off, or where the XML breaks. */
function xmlProblem(xml: string, error: { msg: string; line: number; col: number }): MessageDescriptor {
  if (!/<\/schedule>\s*$/.test(xml)) return /*i18n*/ { id: 'it is cut off: it ends before its closing </schedule> tag.' };
  return /*i18n*/ { id: 'it is not well-formed XML (line {line}, column {column}: {problem}).', values: { line: error.line, column: error.col, problem: error.msg.replace(/\.$/, '') } };
}

/**
 * Reads a Pentabarf/Frab `schedule.xml` (FOSDEM's format): `<schedule><conference>…</conference>
 * <tracks><track>…</tracks><day index date start end><room name><event guid id><date><start>
 * <duration><room><title><track><abstract><description><persons><person id>…`. Values stay as
 * written (HTML abstracts included); the caller checks and maps them.
 * @param xml the file's text (decoded UTF-8)
 * @throws ScheduleFormatError for an empty, cut-off or malformed file, or one that is not a
 *   Pentabarf/Frab schedule (no `<schedule>`, `<conference>` or `<day>`)
 */
export function parsePentabarf(xml: string): SourceConference {
  if (!xml.trim()) throw new ScheduleFormatError(/*i18n*/ { id: 'the file is empty.' });
  const checked = XMLValidator.validate(xml);
  if (checked !== true) throw new ScheduleFormatError(xmlProblem(xml, checked.err));
  const root: unknown = parser.parse(xml);
  const schedule = isNode(root) ? root.schedule : undefined;
  if (!isNode(schedule)) throw new ScheduleFormatError(/*i18n*/ { id: 'its root element is not <schedule>; export the schedule.xml of the conference.' });
  const conference = schedule.conference;
  if (!isNode(conference)) throw new ScheduleFormatError(/*i18n*/ { id: 'it has no <conference> element.' });
  const days = list(schedule.day);
  if (days.length === 0) throw new ScheduleFormatError(/*i18n*/ { id: 'it has no <day> elements.' });
  return {
    acronym: value(conference.acronym),
    title: value(conference.title),
    subtitle: value(conference.subtitle),
    start: value(conference.start),
    end: value(conference.end),
    time_zone_name: value(conference.time_zone_name),
    venue: value(conference.venue),
    city: value(conference.city),
    tracks: (isNode(schedule.tracks) ? list(schedule.tracks.track) : []).map(value).filter(Boolean),
    days: days.map(day),
  };
}
