import { z } from 'zod';
import { bodyId, pagingQuery } from './common.js';

/** The roles a speaker record can hold (SPEC §3 Speaker.category). */
export const SPEAKER_CATEGORIES = ['speaker', 'organizer'] as const;
export type SpeakerCategory = (typeof SPEAKER_CATEGORIES)[number];

const optionalUrl = (label: string) =>
  z.union([z.literal(''), z.url({ message: `${label} must be a full URL such as https://example.com` }), z.string().regex(/^\/uploads\/[\w.-]+$/, `${label} must be a URL`)]).default('');

/** A social link of a speaker (REFERENCE "Speaker/organizer"). */
export const socialLink = z.object({
  platform: z.string().trim().min(1, 'Name the network, e.g. Mastodon').max(50),
  url: z.url({ message: 'A social link must be a full URL' }),
});

/** Speaker/organizer create and update body (SPEC §3, issue #3). `speaker_group` holds group names. */
export const speakerInput = z.object({
  name: z.string({ message: 'Speaker name is required' }).trim().min(1, 'Speaker name is required').max(200, 'Keep the name under 200 characters'),
  email: z.union([z.literal(''), z.email({ message: 'Enter a valid email address' })]).default(''),
  designation: z.string().trim().max(200).default(''),
  summary: z.string().max(20_000, 'Keep the bio under 20,000 characters').default(''),
  image: optionalUrl('The photo'),
  company_name: z.string().trim().max(200).default(''),
  company_logo: optionalUrl('The company logo'),
  company_url: optionalUrl('The company URL'),
  social: z.array(socialLink).max(20).default([]),
  category: z
    .array(z.enum(SPEAKER_CATEGORIES, { message: 'A role is speaker or organizer' }))
    .min(1, 'Choose Speaker, Organizer or both')
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
  category: z.enum(SPEAKER_CATEGORIES, { message: 'category is speaker or organizer' }).optional(),
  search: z.string().trim().max(200, 'Keep the search under 200 characters').optional(),
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

/** Speaker group create/update body (SPEC §2 "Simple forms", §5). */
export const speakerGroupInput = z.object({
  name: z.string({ message: 'Group Name is Required!' }).trim().min(1, 'Group Name is Required!').max(200, 'Keep the name under 200 characters'),
});

export interface SpeakerGroup {
  id: number;
  name: string;
  count: number;
}

/** Ids of speakers in a body (schedules, event editor). */
export const speakerIds = z.array(bodyId).max(200).default([]);
