import { describe, expect, it } from 'vitest';
import { screenKey } from './screenKey';

describe('screen key', () => {
  it('is one key for all sections of one event editor', () => {
    expect(screenKey('/events/create/3/basic')).toBe('/events/create/3');
    expect(screenKey('/events/create/3/tickets')).toBe('/events/create/3');
    expect(screenKey('/events/create/4/basic')).not.toBe(screenKey('/events/create/3/basic'));
  });

  it('is the path elsewhere', () => {
    for (const path of ['/events', '/events/create', '/speakers/edit/4', '/categories/create']) expect(screenKey(path)).toBe(path);
  });
});
