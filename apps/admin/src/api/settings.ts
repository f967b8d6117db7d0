import { api } from './client';

/** Global settings (SPEC §3). */
export interface Settings {
  disable_category_and_tags: 'on' | 'off';
  modules: { rsvp: 'on' | 'off' };
}

export const settingsClient = {
  get: () => api.get<Settings>('/settings'),
  update: (patch: Partial<Omit<Settings, 'modules'>> & { modules?: Partial<Settings['modules']> }) => api.put<Settings>('/settings', patch),
};
