import { z } from 'zod';
import { pageLanguage } from './booking.js';
import { bodyId, dateString, pagingQuery, timeString } from './common.js';

/**
 * RSVP (issue #4; SPEC §2 routes /rsvp-report, §7 "RSVP" calls; REFERENCE "RSVP report").
 * Deadlines are local date + time in the event's timezone, like the event's own dates.
 */

export const RSVP_STATUSES = ['going', 'not_going', 'maybe'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

/** Most people one response may bring (the respondent and their guests). */
export const MAX_RSVP_PARTY = 50;

/** The highest limit of people going an event's RSVP may have. */
export const MAX_RSVP_LIMIT = 1_000_000;

/** `PUT /api/v2/event/{id}/rsvp` body: an event's RSVP settings. `limit` -1 = unlimited. */
export const rsvpSettingsInput = z
  .object({
    enabled: z.boolean(),
    limit: z.number().int().min(-1, /*i18n*/ 'The limit is -1 (unlimited) or more').max(MAX_RSVP_LIMIT, /*i18n*/ 'The limit is at most {maximum}'),
    guests_per_response: z
      .number()
      .int()
      .min(1, /*i18n*/ 'Allow at least 1 attendee per response')
      .max(MAX_RSVP_PARTY, /*i18n*/ 'Allow at most {maximum} attendees per response'),
    deadline_date: dateString.nullable().default(null),
    deadline_time: timeString.nullable().default(null),
  })
  .refine((s) => s.deadline_time === null || s.deadline_date !== null, { message: /*i18n*/ 'Give a deadline date with the time', path: ['deadline_date'] });
export type RsvpSettingsInput = z.input<typeof rsvpSettingsInput>;

/** An event's RSVP settings on the wire; `deadline_at` is the deadline as a UTC instant. */
export interface RsvpSettings {
  enabled: boolean;
  limit: number;
  guests_per_response: number;
  deadline_date: string | null;
  deadline_time: string | null;
  deadline_at: string | null;
}

export interface RsvpCounts {
  going: number;
  not_going: number;
  maybe: number;
  /** People counted against the limit: the number_of_attendees of 'going' responses. */
  attending: number;
}

/** `GET /api/v2/event/{id}` (public): what the RSVP form needs. */
export interface RsvpEventInfo {
  event_id: number;
  title: string;
  settings: RsvpSettings;
  counts: RsvpCounts;
  /** Seats left under the limit, or -1 when unlimited. */
  remaining: number;
  /** True when the form takes answers now (enabled, module on, before the deadline). */
  open: boolean;
  /** Why the form is closed, when it is. */
  closed_reason: string | null;
}

/**
 * `POST /api/v2/rsvp-registration` body (public). One response per email and event: answering
 * again replaces the earlier answer. `invitation_token` ties it to an invitation mail; `language`
 * is the form's page's (the thanks and refusals are in it, issue #12 §2).
 */
export const rsvpRegistrationInput = z.object({
  event_id: bodyId,
  name: z.string({ message: /*i18n*/ 'Give your name' }).trim().min(1, /*i18n*/ 'Give your name').max(200),
  email: z.string({ message: /*i18n*/ 'Enter your email address' }).trim().max(320).pipe(z.email({ message: /*i18n*/ 'Enter a valid email address' })),
  number_of_attendees: z.number({ message: /*i18n*/ 'Say how many people are coming' }).int().min(1, /*i18n*/ 'At least 1 attendee').max(MAX_RSVP_PARTY),
  status: z.enum(RSVP_STATUSES, { message: /*i18n*/ 'Choose Going, Not going or Maybe' }),
  guests: z.array(z.object({ name: z.string().trim().max(200), email: z.string().trim().max(320).default('') })).max(MAX_RSVP_PARTY).default([]),
  invitation_token: z.string().trim().max(100).optional(),
  language: pageLanguage,
});

/** `PUT /api/v2/rsvp-report/{id}` body: the admin edits a response. */
export const rsvpResponseUpdate = z.object({
  name: z.string().trim().min(1, /*i18n*/ 'Give a name').max(200),
  email: z.string().trim().max(320).pipe(z.email({ message: /*i18n*/ 'Give a valid email address' })),
  number_of_attendees: z.number().int().min(1, /*i18n*/ 'At least 1 attendee').max(MAX_RSVP_PARTY),
  status: z.enum(RSVP_STATUSES, { message: /*i18n*/ 'Choose Going, Not going or Maybe' }),
});
export type RsvpResponseUpdate = z.output<typeof rsvpResponseUpdate>;

/** `GET /api/v2/rsvp-report/{event id}` query: responses of one status (default going). */
export const rsvpReportQuery = pagingQuery.extend({
  status: z.enum(RSVP_STATUSES, { message: /*i18n*/ 'status is one of going, not_going, maybe' }).default('going'),
  search: z.string().trim().max(200).optional(),
});
export type RsvpReportQuery = z.output<typeof rsvpReportQuery>;

/** `GET /api/v2/rsvp-report` query: events that take RSVPs, with their counts. */
export const rsvpEventListQuery = pagingQuery.extend({ search: z.string().trim().max(200).optional() });
export type RsvpEventListQuery = z.output<typeof rsvpEventListQuery>;

export interface RsvpResponse {
  id: number;
  event_id: number;
  name: string;
  email: string;
  number_of_attendees: number;
  status: RsvpStatus;
  guests: { name: string; email: string }[];
  /** ISO 8601 UTC. */
  received_on: string;
}

/** One row of `GET /api/v2/rsvp-report`. */
export interface RsvpEventSummary {
  event_id: number;
  title: string;
  start_date: string;
  limit: number;
  counts: RsvpCounts;
}

/** `GET /api/v2/rsvp-report/{event id}`: the event's summary plus one page of responses. */
export interface RsvpReport {
  event: RsvpEventSummary;
  items: RsvpResponse[];
  total_items: number;
}

/** `GET /api/v2/rsvp-report/{event id}/unanswered` query: paging and a search in names and emails. */
export const rsvpUnansweredQuery = rsvpEventListQuery;
export type RsvpUnansweredQuery = RsvpEventListQuery;

/** Someone invited to an event's RSVP ('RSVP Reminder') who has not answered yet: one row per email address. */
export interface RsvpUnanswered {
  /** The latest invitation sent to the address. */
  invitation_id: number;
  /** The name the latest invitation gave ('' when none). */
  name: string;
  /** Lower case, as invitations and answers store it. */
  email: string;
  /** When the latest invitation was queued, ISO 8601 UTC. */
  invited_on: string;
  /** How many invitations the address was sent for this event (1 or more). */
  invitations: number;
}

/** `GET /api/v2/rsvp-report/{event id}/unanswered`: the event's summary plus one page of invitees without an answer, latest invited first. */
export interface RsvpUnansweredReport {
  event: RsvpEventSummary;
  items: RsvpUnanswered[];
  total_items: number;
}

/** Most recipients one invitation send may have. */
export const MAX_INVITATION_RECIPIENTS = 50_000;

/**
 * `POST /api/v2/rsvp-invitations` body: the 'RSVP Reminder' form. Each recipient gets a personal
 * RSVP link; duplicates (same email, any case) are sent once. A recipient's name is kept on one
 * line (runs of blanks, line breaks too, become one space).
 */
export const rsvpInvitationInput = z.object({
  event_id: bodyId,
  recipients: z
    .array(
      z.object({
        email: z.string().trim().max(320).pipe(z.email({ message: /*i18n*/ 'Give a valid email address' })),
        // One line: a quoted CSV cell's line breaks (or tabs) would otherwise reach the mail's greeting.
        name: z
          .string()
          .max(200)
          .transform((name) => name.replace(/\s+/g, ' ').trim())
          .default(''),
      }),
    )
    .min(1, /*i18n*/ 'Add at least one recipient')
    .max(MAX_INVITATION_RECIPIENTS, /*i18n*/ 'At most {maximum} recipients at once'),
  subject: z.string({ message: /*i18n*/ 'Give the mail a subject' }).trim().min(1, /*i18n*/ 'Give the mail a subject').max(300),
  message: z.string({ message: /*i18n*/ 'Write a message' }).trim().min(1, /*i18n*/ 'Write a message').max(20_000),
});
export type RsvpInvitationInput = z.input<typeof rsvpInvitationInput>;

/** A bulk send the admin can watch (`GET /api/v2/jobs/batches/{id}`). */
export interface JobBatch {
  id: number;
  kind: string;
  label: string;
  total: number;
  done: number;
  failed: number;
  /** Jobs that failed an attempt and were, or will be, tried again (some of them may be done by now). */
  retried: number;
  status: 'running' | 'done';
  created_at: string;
  finished_at: string | null;
}
