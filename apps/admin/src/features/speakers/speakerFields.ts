import { i18n } from '@lingui/core';
import type { Speaker, SpeakerCategory, SpeakerInput } from '@eventory/core';

/** The values of the speaker form: every field of SPEC §3 Speaker that an admin edits. */
export type SpeakerValues = Omit<Speaker, 'id' | 'slug' | 'author_url'>;

/** The form's field names, dotted with `*` for list indexes, so server field errors land on them. */
export const SPEAKER_FIELDS = [
  'name',
  'email',
  'designation',
  'summary',
  'image',
  'company_name',
  'company_logo',
  'company_url',
  'social',
  'social.*.platform',
  'social.*.url',
  'category',
  'speaker_group',
] as const;

/** How a role shows in the list and the form (SPEC §2: Speaker, Organizer), in the admin's language when read. */
export const ROLE_LABELS: Record<SpeakerCategory, string> = {
  get speaker() {
    return i18n._('Speaker');
  },
  get organizer() {
    return i18n._('Organizer');
  },
};

/** The role choices of the list filter and the form, in SPEC order (labels read in the admin's language). */
export const ROLE_OPTIONS = (Object.keys(ROLE_LABELS) as SpeakerCategory[]).map((value) => ({
  value,
  get label() {
    return ROLE_LABELS[value];
  },
}));

/** A new speaker: everything empty, holding the Speaker role. */
export const NEW_SPEAKER: SpeakerValues = {
  name: '',
  email: '',
  designation: '',
  summary: '',
  image: '',
  company_name: '',
  company_logo: '',
  company_url: '',
  social: [],
  category: ['speaker'],
  speaker_group: [],
};

/** The form values of a stored speaker. */
export function toSpeakerValues(speaker: Speaker): SpeakerValues {
  return {
    name: speaker.name,
    email: speaker.email,
    designation: speaker.designation,
    summary: speaker.summary,
    image: speaker.image,
    company_name: speaker.company_name,
    company_logo: speaker.company_logo,
    company_url: speaker.company_url,
    social: speaker.social.map(({ platform, url }) => ({ platform, url })),
    category: [...speaker.category],
    speaker_group: [...speaker.speaker_group],
  };
}

/**
 * The create/update body of the form's values: text trimmed (the bio kept as typed), group names
 * trimmed with blanks and repeats left out. Social rows are kept one for one, so a server error on
 * `social.<i>` still points at row i.
 */
export function toSpeakerInput(values: SpeakerValues): SpeakerInput {
  const groups = values.speaker_group.map((name) => name.trim()).filter((name) => name !== '');
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    designation: values.designation.trim(),
    summary: values.summary,
    image: values.image,
    company_name: values.company_name.trim(),
    company_logo: values.company_logo,
    company_url: values.company_url.trim(),
    social: values.social.map(({ platform, url }) => ({ platform: platform.trim(), url: url.trim() })),
    category: values.category,
    speaker_group: [...new Set(groups)],
  };
}

/** The Group column's text: the group names joined, or a dash for none. */
export function groupText(groups: readonly string[]): string {
  return groups.length > 0 ? groups.join(', ') : '—';
}
