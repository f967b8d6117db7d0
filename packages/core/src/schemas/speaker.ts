import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants.js';
import { bodyId, ID_LIST_TOO_LARGE, MAX_ID, pagingQuery } from './common.js';

/** The roles a speaker record can hold (SPEC §3 Speaker.category). */
export const SPEAKER_CATEGORIES = ['speaker', 'organizer'] as const;
export type SpeakerCategory = (typeof SPEAKER_CATEGORIES)[number];

/** A web address: http(s) only, so a stored link can never run script (`javascript:`) on a public page. */
const webUrl = (message: string) => z.url({ protocol: /^https?$/, message }).max(2000, /*i18n*/ 'Keep web addresses under 2,000 characters');

/** Empty or a web address; `message` (a catalogue entry) says what else is refused. */
const optionalUrl = (message: string) => z.union([z.literal(''), webUrl(message)], { message }).default('');

/** Empty, a web address, or an image stored by the upload route (`/uploads/<name>`); `message` (a catalogue entry) says what else is refused. */
const optionalImage = (message: string) =>
  z.union([z.literal(''), webUrl(message), z.string().regex(/^\/uploads\/[\w.-]+$/, message)], { message }).default('');

/** A social link of a speaker (REFERENCE "Speaker/organizer"). */
export const socialLink = z.object({
  platform: z.string().trim().min(1, /*i18n*/ 'Name the network, e.g. Mastodon').max(50),
  url: webUrl(/*i18n*/ 'A social link must be a full URL such as https://mastodon.social/@name'),
});

/** Speaker/organizer create and update body (SPEC §3, issue #3). `speaker_group` holds group names. */
export const speakerInput = z.object({
  name: z.string({ message: /*i18n*/ 'Speaker name is required' }).trim().min(1, /*i18n*/ 'Speaker name is required').max(200, /*i18n*/ 'Keep the name under 200 characters'),
  email: z.union([z.literal(''), z.email({ message: /*i18n*/ 'Enter a valid email address' }).max(320, /*i18n*/ 'Keep the email under 320 characters')]).default(''),
  designation: z.string().trim().max(200).default(''),
  summary: z.string().max(20_000, /*i18n*/ 'Keep the bio under 20,000 characters').default(''),
  image: optionalImage(/*i18n*/ 'The photo must be an uploaded image or a full URL such as https://example.com'),
  company_name: z.string().trim().max(200).default(''),
  company_logo: optionalImage(/*i18n*/ 'The company logo must be an uploaded image or a full URL such as https://example.com'),
  company_url: optionalUrl(/*i18n*/ 'The company URL must be a full URL such as https://example.com'),
  social: z.array(socialLink).max(20).default([]),
  category: z
    .array(z.enum(SPEAKER_CATEGORIES, { message: /*i18n*/ 'A role is speaker or organizer' }))
    .min(1, /*i18n*/ 'Choose Speaker, Organizer or both')
    .max(2)
    .default(['speaker'])
    .transform((c) => [...new Set(c)]),
  speaker_group: z.array(z.string().trim().min(1).max(200)).max(50).default([]),
});
export type SpeakerInput = z.input<typeof speakerInput>;
export type SpeakerInputParsed = z.output<typeof speakerInput>;

/** Speaker list query (SPEC §7 "List speakers"): group by id or name, role, name search. */
export const speakerListQuery = pagingQuery.extend({
  speaker_group: z.string().trim().max(200).optional(),
  category: z.enum(SPEAKER_CATEGORIES, { message: /*i18n*/ 'category is speaker or organizer' }).optional(),
  search: z.string().trim().max(200, /*i18n*/ 'Keep the search under 200 characters').optional(),
  /** `include=1,2,3`: only these speakers (at most one page), e.g. to name the ones an event has chosen. */
  include: z
    .string()
    .regex(/^\d+(,\d+)*$/, /*i18n*/ 'Give the speaker ids as include=1,2,3')
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .refine((ids) => ids.length <= MAX_PAGE_SIZE, { message: /*i18n*/ 'include takes at most {maximum} ids', params: { maximum: MAX_PAGE_SIZE } })
    .refine((ids) => ids.every((id) => id <= MAX_ID), ID_LIST_TOO_LARGE)
    .optional(),
});
export type SpeakerListQuery = z.output<typeof speakerListQuery>;

/** A speaker on the wire. `author_url` is the public page `/speaker/<slug>`. */
export interface Speaker {
  id: number;
  name: string;
  slug: string;
  email: string;
  designation: string;
  summary: string;
  image: string;
  company_name: string;
  company_logo: string;
  company_url: string;
  social: { platform: string; url: string }[];
  category: SpeakerCategory[];
  speaker_group: string[];
  author_url: string;
}

/** A speaker as pickers show it (`GET /api/v2/speakers/options`): no email or other detail. */
export interface SpeakerOption {
  id: number;
  name: string;
}

/** Speaker group create/update body (SPEC §2 "Simple forms", §5). */
export const speakerGroupInput = z.object({
  name: z.string({ message: /*i18n*/ 'Group Name is Required!' }).trim().min(1, /*i18n*/ 'Group Name is Required!').max(200, /*i18n*/ 'Keep the name under 200 characters'),
});

/** Speaker group list query: a name search and paging. */
export const speakerGroupListQuery = pagingQuery.extend({
  search: z.string().trim().max(200, /*i18n*/ 'Keep the search under 200 characters').optional(),
});
export type SpeakerGroupListQuery = z.output<typeof speakerGroupListQuery>;

export interface SpeakerGroup {
  id: number;
  name: string;
  count: number;
}

/** Ids of the speakers of one schedule slot. */
export const speakerIds = z.array(bodyId).max(200).default([]);

/** Most speakers or organizers one event may list (a large conference has ~1,000). */
export const MAX_EVENT_PEOPLE = 5000;

/** Ids of an event's speakers or organizers. */
export const eventPeopleIds = z.array(bodyId).max(MAX_EVENT_PEOPLE, /*i18n*/ 'An event lists at most {maximum} people').default([]);
