import { expect, it } from 'vitest';
import { matchesLabel } from './RemoteMultiSelect';

it('keeps the options whose name holds the typed text whatever its case and accents, as the server search does', () => {
  const names = ['Bernhard Töpel', 'Łukasz Nowak', 'Ada Lovelace'];
  const kept = (input: string) => names.filter((label) => matchesLabel(input, { label }));
  expect(kept('topel')).toEqual(['Bernhard Töpel']);
  expect(kept(' LUKASZ ')).toEqual(['Łukasz Nowak']);
  expect(kept('Lovélace')).toEqual(['Ada Lovelace']);
  expect(kept('grace')).toEqual([]);
});
