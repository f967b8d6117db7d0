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
  orders: OrderTable;
  order_items: OrderItemTable;
  attendees: AttendeeTable;
  rsvp_settings: RsvpSettingsTable;
  rsvp_responses: RsvpResponseTable;
  rsvp_invitations: RsvpInvitationTable;
  jobs: JobTable;
  job_workers: JobWorkerTable;
  job_batches: JobBatchTable;
  certificate_mails: CertificateMailTable;
  api_tokens: ApiTokenTable;
  audit_log: AuditLogTable;
  templates: TemplateTable;
  shortcode_scripts: ShortcodeScriptTable;
  shortcode_script_origins: { script_id: number; origin: string; last_seen_at: string };
  rate_limits: RateLimitTable;
}

export interface SpeakerTable {
  id: Generated<number>;
  name: string;
  /** `name` as lists sort it and the name search reads it (sortKey, packages/core): written with every name, indexed with `id`. */
  sort_name: string;
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
  /** `program_title` as the title search reads it (sortKey, packages/core): written with every title. */
  sort_title: string;
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
  /** Issue #12: the user's admin language (`en`, `de`); null follows the site's `site_language`. */
  language: string | null;
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
  /** `title` as the title search and the title order read it (sortKey, packages/core): written with every title, indexed with `id`. */
  sort_title: string;
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
  landing_template: number | null;
  ticket_template: number | null;
  /** 1 when the Attendee List widget may show this event's attendees' emails (issue #11 §3). */
  attendee_list_show_email: Generated<number>;
  /** 1 when the event's public page lists its attendees' names (issue #11 §5, the front-end attendee list). */
  attendee_list_public: Generated<number>;
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

export interface OrderTable {
  id: Generated<number>;
  /** No foreign key: a booking outlives its event. */
  event_id: number;
  event_title: string;
  customer_first_name: string;
  customer_last_name: string;
  customer_email: string;
  customer_phone: string;
  /** pending | completed | failed | refunded | partially_refunded */
  status: string;
  /** free | offline */
  payment_method: string;
  total: number;
  refunded_amount: number;
  refund_reason: string;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  /**
   * Issue #12 §2: the booking's language (`en`, `de`, `ar`), chosen when it was made; its tickets
   * and certificates are in it. Null (bookings made before it was stored): the site's `site_language`.
   */
  language: string | null;
  /** Issue #9 §4: the currency (ISO 4217) of every amount of the booking, the site's when it was made. */
  currency: string;
}

export interface OrderItemTable {
  id: Generated<number>;
  order_id: number;
  ticket_slug: string;
  ticket_name: string;
  /** Per ticket. */
  price: number;
  quantity: number;
}

export interface AttendeeTable {
  id: Generated<number>;
  order_id: number | null;
  event_id: number;
  event_title: string;
  /** Unguessable, unique: what the QR code holds. */
  ticket_id: string;
  ticket_slug: string;
  ticket_name: string;
  ticket_price: number;
  name: string;
  /** `name` folded by sortKey (lower case, no accents): what a name search matches. */
  sort_name: string;
  email: string;
  phone: string;
  /** JSON object label → answer. */
  extra_fields: string;
  /** unused | used */
  ticket_status: string;
  /** pending | completed | failed | refunded */
  payment_status: string;
  checked_in_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface RsvpSettingsTable {
  event_id: number;
  enabled: number;
  /** -1 = unlimited. */
  limit: number;
  guests_per_response: number;
  deadline_date: string | null;
  deadline_time: string | null;
  /** The deadline as a UTC instant, computed from date, time and the event's timezone. */
  deadline_at: string | null;
}

export interface RsvpResponseTable {
  id: Generated<number>;
  event_id: number;
  name: string;
  email: string;
  number_of_attendees: number;
  /** going | not_going | maybe */
  status: string;
  /** JSON array of { name, email }. */
  guests: string;
  invitation_id: number | null;
  created_at: string;
  updated_at: string;
  /** Issue #12 §2: the language the visitor answered in (`en`, `de`); its confirmation mail is in it. Null: the site's `site_language`. */
  language: string | null;
}

export interface RsvpInvitationTable {
  id: Generated<number>;
  event_id: number;
  email: string;
  name: string;
  token: string;
  subject: string;
  message: string;
  batch_id: number | null;
  created_at: string;
  responded_at: string | null;
}

export interface JobTable {
  id: Generated<number>;
  kind: string;
  /** JSON. */
  payload: string;
  /** queued | running | done | failed */
  status: Generated<string>;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  /** Not before this instant (backoff after a failure). */
  run_at: string;
  /** A running job whose lock passed this instant is taken again (its worker died). */
  locked_until: string | null;
  /** The worker (job_workers.id) running it; its jobs are taken back once it is stale or known dead. */
  locked_by: string | null;
  last_error: string | null;
  batch_id: number | null;
  created_at: string;
  finished_at: string | null;
}

/** A job worker alive as long as it beats (issue #9 §6.16); removed when it stops or is known dead. */
export interface JobWorkerTable {
  id: string;
  /** Where its process's pid is unique (boot id and pid namespace, or hostname), and that pid: to tell a dead predecessor. */
  pid_namespace: string;
  pid: number;
  /** Random per process: a row with our pid namespace and pid but another token is a predecessor that died. */
  process_token: string;
  started_at: string;
  heartbeat_at: string;
}

export interface JobBatchTable {
  id: Generated<number>;
  kind: string;
  label: string;
  total: number;
  done: Generated<number>;
  failed: Generated<number>;
  created_by: number | null;
  created_at: string;
  finished_at: string | null;
}

/** A certificate mail queued to an attendee (issue #10 §6); `batch_id` null for one attendee's send. */
export interface CertificateMailTable {
  id: Generated<number>;
  event_id: number;
  attendee_id: number;
  batch_id: number | null;
  created_by: number | null;
  created_at: string;
}

export interface ApiTokenTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** SHA-256 of the token, hex. */
  token_hash: string;
  prefix: string;
  created_at: string;
  last_used_at: string | null;
  /** UTC date `YYYY-MM-DD`, valid through that day. */
  expires_on: string | null;
  revoked_at: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  user_id: number | null;
  user_email: string;
  action: string;
  entity_type: string;
  entity_id: string;
  /** The summary in English (what the search looks in on rows without `summary_search`). */
  summary: string;
  /** JSON `{ id, values? }` of the summary's catalogue message, rendered when read; null on rows written before. */
  summary_message: string | null;
  /** The summary in every admin language, one per line (what the search looks in); null on rows without a message. */
  summary_search: string | null;
  /** JSON of the record before the change, or null (creations). */
  before: string | null;
  /** JSON of the record after the change, or null (deletions). */
  after: string | null;
}

export interface TemplateTable {
  id: Generated<number>;
  name: string;
  type: 'event' | 'certificate' | 'ticket';
  status: 'draft' | 'publish';
  orientation: 'landscape' | 'portrait';
  /** Block markup (the canonical form; rawContent is parsed from it on read). */
  content: string;
  template_css: string;
  /** JPEG data URL or link, '' when none. */
  thumbnail: string;
  /** 1 when built in a third-party page builder. */
  edit_with_elementor: number;
  remote_template_id: string | null;
  preview_event_id: number | null;
  author_id: number | null;
  created_at: string;
  updated_at: string;
}

/** A script Get Script saved (SPEC §3 "Shortcode script record"). */
export interface ShortcodeScriptTable {
  id: Generated<number>;
  post_name: string;
  shortcode: string;
  /** Unique key of post_name and shortcode (modules/shortcodes/scriptKey.ts); null on a copy saved before the key existed. */
  script_key: string | null;
  author_id: number | null;
  created_at: string;
}

/** A fixed-window counter of one rate-limited key (http/rateLimitStore.ts). */
export interface RateLimitTable {
  /** The limit's namespace and the key it counts, e.g. `POST /api/v2/orders|127.0.0.1`. */
  bucket: string;
  hits: number;
  /** When the window ends, in epoch milliseconds; later hits start a new window. */
  expires_at: number;
}
