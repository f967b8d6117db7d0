import type { SpeakerFilters } from '../../api/speakers';

/** The filters of a speaker-group list call. */
export interface GroupFilters {
  search?: string;
  paged: number;
  per_page: number;
}

/** Query keys of speakers in one place: every speaker change invalidates `all`. */
export const speakerKeys = {
  all: ['speakers'] as const,
  list: (filters: SpeakerFilters) => ['speakers', 'list', filters] as const,
  detail: (id: number) => ['speakers', 'detail', id] as const,
};

/** Query keys of speaker groups in one place: every group change invalidates `all`. */
export const groupKeys = {
  all: ['speaker-groups'] as const,
  list: (filters: GroupFilters) => ['speaker-groups', 'list', filters] as const,
};
