import type { Generated } from 'kysely';

/** Row types of every table (Kysely). Instants are ISO 8601 UTC strings; JSON columns are text. */
export interface Database {
  users: UserTable;
  roles: RoleTable;
  sessions: SessionTable;
  settings: SettingTable;
  events: EventTable;
  ticket_variations: TicketVariationTable;
  categories: CategoryTable;
  tags: TagTable;
  event_categories: { event_id: number; category_id: number };
  event_tags: { event_id: number; tag_id: number };
  speaker_groups: { id: Generated<number>; name: string; slug: string };
  speakers: SpeakerTable;
  speaker_group_members: { speaker_id: number; group_id: number };
  schedules: ScheduleTable;
  schedule_slots: ScheduleSlotTable;
  slot_speakers: { slot_id: number; speaker_id: number; position: number };
  /** Speakers and organizers an event shows; role 'speaker' or 'organizer'. */
  event_people: { event_id: number; speaker_id: number; role: 'speaker' | 'organizer'; position: number };
  event_schedules: { event_id: number; schedule_id: number; position: number };
}

export interface SpeakerTable {
  id: Generated<number>;
  name: string;
  slug: string;
  email: string;
  designation: string;
  summary: string;
  image: string;
  company_name: string;
  company_logo: string;
  company_url: string;
  /** JSON array of { platform, url }. */
  social: string;
  is_speaker: number;
  is_organizer: number;
  /** Key of the imported record (e.g. `pentabarf:<conference>:person:<id>`) for re-imports. */
  source_key: string | null;
  created_at: string;
  updated_at: string;
}

export interface ScheduleTable {
  id: Generated<number>;
  program_title: string;
  /** Local date `YYYY-MM-DD`. */
  date: string;
  day_name: string;
  source_key: string | null;
  created_at: string;
  updated_at: string;
}

export interface ScheduleSlotTable {
  id: Generated<number>;
  schedule_id: number;
  position: number;
  topic: string;
  /** Local `HH:mm` on the schedule's date. */
  start_time: string;
  end_time: string;
  room: string;
  objective: string;
  track: string;
  source_key: string | null;
}

export interface UserTable {
  id: Generated<number>;
  email: string;
  display_name: string;
  password_hash: string;
  role: string;
  created_at: string;
}

export interface RoleTable {
  key: string;
  name: string;
  /** JSON array of capability keys. */
  capabilities: string;
  builtin: number;
}

export interface SessionTable {
  /** sha256 (hex) of the cookie token: a database leak does not leak live sessions. */
  id: string;
  user_id: number;
  csrf_token: string;
  created_at: string;
  expires_at: string;
}

export interface SettingTable {
  key: string;
  /** JSON value. */
  value: string;
}

export interface EventTable {
  id: Generated<number>;
  title: string;
  slug: string;
  description: string;
  status: 'draft' | 'publish';
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  timezone: string;
  /** UTC instant of the start, ISO 8601: the status and date filters query it. */
  start_at: string;
  end_at: string;
  /** JSON of the location, or null. */
  location: string | null;
  parent: number;
  recurring_enabled: 'yes' | 'no';
  /** JSON of the recurrence rule, or null. */
  recurrence: string | null;
  certificate_template: number | null;
  author_id: number | null;
  /** Key of the imported source record (iCalendar UID[+RECURRENCE-ID]) for re-imports. */
  source_uid: string | null;
  created_at: string;
  updated_at: string;
}

export interface TicketVariationTable {
  id: Generated<number>;
  event_id: number;
  slug: string;
  name: string;
  price: number;
  capacity: number;
  sold: number;
  position: number;
}

export interface CategoryTable {
  id: Generated<number>;
  name: string;
  slug: string;
  parent: number;
  description: string;
}

export interface TagTable {
  id: Generated<number>;
  name: string;
  slug: string;
  description: string;
}
