import { expect, it } from 'vitest';
import { sortKey } from './sortKey.js';

it("files names as a reader does: case and accents folded, letters such as Ł and Ø under their base letters", () => {
  const names = ['Zed Shaw', 'ada Lovelace', 'Émile Borel', 'Łukasz Langa', 'Bob Ross', 'de Vries', 'Ömer Çelik', 'Øystein Ore', 'Eve', 'Straße', 'Ærø'];
  expect([...names].sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0))).toEqual([
    'ada Lovelace',
    'Ærø',
    'Bob Ross',
    'de Vries',
    'Émile Borel',
    'Eve',
    'Łukasz Langa',
    'Ömer Çelik',
    'Øystein Ore',
    'Straße',
    'Zed Shaw',
  ]);
  expect(sortKey('  Ångström ')).toBe('angstrom');
});
