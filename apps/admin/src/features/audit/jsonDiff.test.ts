import { describe, expect, it } from 'vitest';
import { diffJson, type JsonLine } from './jsonDiff';

const marked = (lines: JsonLine[]) => lines.filter((l) => l.changed).map((l) => l.text.trim());

describe('diffJson (audit before/after)', () => {
  it('marks only the keys whose values changed, added or removed', () => {
    const diff = diffJson({ title: 'Gala', status: 'draft', seats: 10 }, { title: 'Ball', status: 'draft', room: 'A' });
    expect(diff.changedKeys).toEqual(['title', 'seats', 'room']);
    expect(marked(diff.before)).toEqual(['"title": "Gala",', '"seats": 10']);
    expect(marked(diff.after)).toEqual(['"title": "Ball",', '"room": "A"']);
    expect(diff.after.map((l) => l.text)).toEqual(['{', '  "title": "Ball",', '  "status": "draft",', '  "room": "A"', '}']);
  });

  it('pretty-prints nested values under their key and marks all their lines', () => {
    const diff = diffJson({ tickets: [{ name: 'VIP' }], id: 1 }, { tickets: [{ name: 'VIP', price: 5 }], id: 1 });
    expect(diff.changedKeys).toEqual(['tickets']);
    expect(diff.after.filter((l) => l.changed).map((l) => l.text)).toEqual([
      '  "tickets": [',
      '    {',
      '      "name": "VIP",',
      '      "price": 5',
      '    }',
      '  ],',
    ]);
    expect(diff.after.find((l) => l.text.includes('"id"'))).toEqual({ text: '  "id": 1', changed: false });
  });

  it('treats equal objects with another key order as unchanged', () => {
    const diff = diffJson({ a: { x: 1, y: 2 } }, { a: { y: 2, x: 1 } });
    expect(diff.changedKeys).toEqual([]);
    expect(marked(diff.before)).toEqual([]);
  });

  it('shows a creation as an empty before and a wholly changed after, a deletion the other way round', () => {
    const created = diffJson(null, { title: 'Gala' });
    expect(created.before).toEqual([]);
    expect(created.after.every((l) => l.changed)).toBe(true);
    const deleted = diffJson({ title: 'Gala' }, null);
    expect(deleted.after).toEqual([]);
    expect(deleted.before.map((l) => l.text)).toEqual(['{', '  "title": "Gala"', '}']);
    expect(deleted.before.every((l) => l.changed)).toBe(true);
  });

  it('compares non-objects as a whole', () => {
    expect(diffJson(['a'], ['a', 'b']).after.every((l) => l.changed)).toBe(true);
    expect(diffJson('same', 'same').after).toEqual([{ text: '"same"', changed: false }]);
    expect(diffJson(undefined, undefined)).toEqual({ before: [], after: [], changedKeys: [] });
  });
});
