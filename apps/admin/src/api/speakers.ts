import type { Page, Speaker, SpeakerCategory, SpeakerGroup, SpeakerInput, SpeakerOption } from '@eventory/core';
import { api, request } from './client';

/** Filters of the speaker list (SPEC §7 "List speakers"). */
export interface SpeakerFilters {
  speaker_group?: string;
  category?: SpeakerCategory;
  search?: string;
  /** Only these ids, comma-separated (at most 100). */
  include?: string;
  paged: number;
  per_page: number;
}

export const speakersClient = {
  /** The body is a bare array; the total comes from the X-WP-Total header (SPEC §7). */
  async list(filters: SpeakerFilters): Promise<Page<Speaker>> {
    const { data, headers } = await request<Speaker[]>('GET', '/speakers', { query: { ...filters } });
    return { items: data, total_items: Number(headers.get('X-WP-Total') ?? data.length) };
  },
  /** Speakers for pickers, `{ id, name }` only: open to roles that pick speakers without managing them. */
  async options(filters: SpeakerFilters): Promise<Page<SpeakerOption>> {
    const { data, headers } = await request<SpeakerOption[]>('GET', '/speakers/options', { query: { ...filters } });
    return { items: data, total_items: Number(headers.get('X-WP-Total') ?? data.length) };
  },
  get: (id: number) => api.get<Speaker>(`/speakers/${id}`),
  create: (body: SpeakerInput) => api.post<Speaker>('/speakers', body),
  update: (id: number, body: SpeakerInput) => api.put<Speaker>(`/speakers/${id}`, body),
  remove: (id: number) => api.delete<{ deleted: number[] }>(`/speakers/${id}`),
  bulkRemove: (ids: number[]) => api.delete<{ deleted: number[] }>('/speakers', { ids: ids.join(',') }),
  /** Uploads a photo or logo (PNG, JPEG, WebP or GIF, at most 2 MB) → its URL. */
  async upload(file: File): Promise<{ url: string }> {
    const form = new FormData();
    form.append('file', file);
    const { data } = await request<{ url: string }>('POST', '/speakers/uploads', { raw: form, contentType: null });
    return data;
  },
};

export const speakerGroupsClient = {
  list: (filters: { search?: string; paged: number; per_page: number }) => api.get<Page<SpeakerGroup>>('/speaker-groups', { ...filters }),
  create: (body: { name: string }) => api.post<SpeakerGroup>('/speaker-groups', body),
  update: (id: number, body: { name: string }) => api.put<SpeakerGroup>(`/speaker-groups/${id}`, body),
  remove: (id: number) => api.delete<{ deleted: number[] }>(`/speaker-groups/${id}`),
};
