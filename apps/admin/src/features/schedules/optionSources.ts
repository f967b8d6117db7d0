import { formatCalendarDate, MAX_PAGE_SIZE, type SpeakerCategory } from '@eventory/core';
import { schedulesClient } from '../../api/schedules';
import { speakersClient } from '../../api/speakers';
import type { RemoteSource } from '../../shared/RemoteMultiSelect';

/** How many matches a picker shows for a search. */
const PICKER_PAGE_SIZE = 20;

/**
 * Speakers for a picker (schedule slots, the event editor), optionally only those with a role
 * (SPEC §7 "List speakers", category speaker / organizer), read from `/speakers/options`, which
 * an event's author and a schedule manager may read too.
 */
export function speakerSource(category?: SpeakerCategory): RemoteSource {
  return {
    key: ['speakers', 'options', category ?? 'all'],
    labelKey: ['speakers', 'labels'],
    noun: category === 'organizer' ? 'organizers' : 'speakers',
    search: async (text) => {
      const page = await speakersClient.options({ search: text, category, paged: 1, per_page: PICKER_PAGE_SIZE });
      return page.items.map((speaker) => ({ value: speaker.id, label: speaker.name }));
    },
    byId: async (id) => {
      const [speaker] = (await speakersClient.options({ include: String(id), paged: 1, per_page: 1 })).items;
      if (!speaker) throw new Error(`No speaker ${id}`);
      return { value: speaker.id, label: speaker.name };
    },
    // Any role: the names are shared by the speaker and organizer pickers.
    byIds: async (ids) => {
      const chunks = Array.from({ length: Math.ceil(ids.length / MAX_PAGE_SIZE) }, (_, i) => ids.slice(i * MAX_PAGE_SIZE, (i + 1) * MAX_PAGE_SIZE));
      const pages = await Promise.all(chunks.map((chunk) => speakersClient.options({ include: chunk.join(','), paged: 1, per_page: MAX_PAGE_SIZE })));
      return pages.flatMap((page) => page.items.map((speaker) => ({ value: speaker.id, label: speaker.name })));
    },
  };
}

/** A schedule's name in a picker: its program title and date in `locale`. */
const scheduleLabel = (schedule: { program_title: string; date: string }, locale: string) => `${schedule.program_title} (${formatCalendarDate(schedule.date, { locale })})`;

/**
 * Schedules for a picker (the event editor), searched by program title and labelled in `locale`
 * (SPEC §7 "List schedules"); components take it through `useSiteLocaleMemo(scheduleSource)`.
 */
export function scheduleSource(locale: string): RemoteSource {
  return {
    key: ['schedules', 'options', locale],
    labelKey: ['schedules', 'labels', locale],
    noun: 'schedules',
    search: async (text) => {
      const page = await schedulesClient.list({ search: text, paged: 1, per_page: PICKER_PAGE_SIZE });
      return page.items.map((schedule) => ({ value: schedule.id, label: scheduleLabel(schedule, locale) }));
    },
    byId: async (id) => {
      const schedule = await schedulesClient.get(id);
      return { value: schedule.id, label: scheduleLabel(schedule, locale) };
    },
  };
}
