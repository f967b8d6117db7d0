/**
 * The neutral model both conference parsers produce (Pentabarf/Frab XML, Frab JSON): the file's
 * values as written, as strings, before they are checked and mapped to Eventory records.
 */
import type { MessageDescriptor } from '@eventory/core';
import { englishMessage } from '../../../i18n/apiMessages.js';

/** The file cannot be read as a Pentabarf/Frab schedule; `reason` says why, for a person (a catalogue message; `message` its English). */
export class ScheduleFormatError extends Error {
  constructor(readonly reason: MessageDescriptor) {
    super(englishMessage(reason));
  }
}

/** A person (speaker) of a talk. */
export interface SourcePerson {
  /** The source's person id, else its guid; '' when the file gives neither. */
  id: string;
  name: string;
}

/** One talk (Pentabarf `<event>`) as written. */
export interface SourceTalk {
  /** The talk's guid, '' when absent. */
  guid: string;
  /** The talk's numeric id as text, '' when absent. */
  id: string;
  /** ISO 8601 date-time of the start, usually with the conference's UTC offset; '' when absent. */
  date: string;
  /** Local start `HH:mm` (sometimes `HH:mm:ss`). */
  start: string;
  /** Length `HH:mm` (sometimes `HH:mm:ss`). */
  duration: string;
  room: string;
  title: string;
  track: string;
  /** HTML or plain text. */
  abstract: string;
  /** HTML or plain text; the objective's fallback when the abstract is empty. */
  description: string;
  persons: SourcePerson[];
}

/** One conference day with its talks, rooms in file order. */
export interface SourceDay {
  /** The day's index as written (Pentabarf counts from 1, Frab JSON often from 0). */
  index: string;
  /** Local date `YYYY-MM-DD` as written. */
  date: string;
  /** ISO 8601 date-time the day starts, '' when absent (its offset can stand in for a timezone). */
  start: string;
  talks: SourceTalk[];
}

/** A whole conference as written. */
export interface SourceConference {
  acronym: string;
  title: string;
  subtitle: string;
  /** Local dates `YYYY-MM-DD` as written; '' when absent. */
  start: string;
  end: string;
  /** IANA timezone as written, '' when absent. */
  time_zone_name: string;
  venue: string;
  city: string;
  /** Tracks the file declares, in its order (talks may name more). */
  tracks: string[];
  days: SourceDay[];
}

/**
 * A scalar of a parsed file as text: strings as they are, numbers and booleans written out,
 * anything else (absent, null, an element with children) as ''.
 */
export function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}
