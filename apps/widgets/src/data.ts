/**
 * The public, read-only shapes widgets render (issue #11 §3): what the public API
 * (`/api/public/v1/...`) answers and what the server hands to each component. Only published
 * events and the public fields of people: nothing here may carry a private field.
 */

/** A term (category or tag) as shown on a public page. */
export interface PublicTerm {
  id: number;
  name: string;
  slug: string;
}

/** Where a published event happens. */
export interface PublicLocation {
  type: 'offline' | 'online';
  /** The street address, empty for online events. */
  address: string;
}

/** The event state a visitor sees, computed at render time. */
export type PublicEventState = 'upcoming' | 'ongoing' | 'expired';

/** A published event (occurrence or single event). Instants are ISO 8601 UTC. */
export interface PublicEvent {
  id: number;
  title: string;
  slug: string;
  /** The description as plain text (HTML stripped), for excerpts. */
  excerpt: string;
  startAt: string;
  endAt: string;
  /** IANA zone the event is held in; dates are shown in it. */
  timezone: string;
  location: PublicLocation | null;
  /** 0 for a single event or a series parent; the parent's id for an occurrence. */
  parent: number;
  recurring: boolean;
  state: PublicEventState;
  categories: PublicTerm[];
  tags: PublicTerm[];
  /** Attendees booked (count only). */
  attendeeCount: number;
  /** The event's public page on the site. */
  url: string;
}

/** A social link of a speaker. */
export interface PublicSocial {
  platform: string;
  url: string;
}

/** A speaker or organizer: public profile fields only (never the email). */
export interface PublicPerson {
  id: number;
  name: string;
  slug: string;
  designation: string;
  summary: string;
  image: string;
  companyName: string;
  companyLogo: string;
  companyUrl: string;
  social: PublicSocial[];
  /** The person's public page on the site. */
  url: string;
}

/** A talk or session of a schedule day. Times are local `HH:mm` on the schedule's date. */
export interface PublicSlot {
  id: number;
  topic: string;
  startTime: string;
  endTime: string;
  room: string;
  objective: string;
  speakers: { id: number; name: string; url: string }[];
}

/** A day program. */
export interface PublicSchedule {
  id: number;
  title: string;
  /** Local date `YYYY-MM-DD`. */
  date: string;
  dayName: string;
  slots: PublicSlot[];
}
