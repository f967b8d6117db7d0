import { describe, expect, it } from 'vitest';
import { withCreateOption } from './creatable';

const existing = [
  { value: 'Keynote speakers', label: 'Keynote speakers' },
  { value: 'Science', label: 'Science' },
];

describe('a select that may create a name', () => {
  it('lists the existing matches before the explicit Create option', () => {
    expect(withCreateOption(existing.slice(0, 1), ' Keynote ', [])).toEqual([
      { value: 'Keynote speakers', label: 'Keynote speakers' },
      { value: 'Keynote', label: 'Create "Keynote"' },
    ]);
  });

  it('offers no Create option for nothing typed, an existing name or a chosen one, in any case', () => {
    expect(withCreateOption(existing, '  ', [])).toEqual(existing);
    expect(withCreateOption(existing, 'science', [])).toEqual(existing);
    expect(withCreateOption([], 'Workshop', ['workshop'])).toEqual([]);
  });
});
