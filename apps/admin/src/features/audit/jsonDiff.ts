/** One line of pretty-printed JSON, marked when it belongs to something that changed. */
export interface JsonLine {
  text: string;
  changed: boolean;
}

/** The before and after of an audit entry as pretty-printed lines, with the changed keys. */
export interface JsonDiff {
  before: JsonLine[];
  after: JsonLine[];
  /** Top-level keys whose value differs (added, removed or changed), in display order. */
  changedKeys: string[];
}

type JsonRecord = Record<string, unknown>;

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON text with object keys sorted, so equal values compare equal whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    isRecord(v) ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, v[k]])) : v,
  ) ?? 'null';
}

/** Pretty JSON of a value; `undefined` reads as null. */
function pretty(value: unknown): string[] {
  return (JSON.stringify(value, null, 2) ?? 'null').split('\n');
}

/** A record's lines: each key's value pretty-printed under it, marked when the key changed. */
function recordLines(record: JsonRecord, changed: ReadonlySet<string>): JsonLine[] {
  const keys = Object.keys(record);
  const lines: JsonLine[] = [{ text: '{', changed: false }];
  keys.forEach((key, index) => {
    const value = pretty(record[key]);
    const comma = index < keys.length - 1 ? ',' : '';
    value.forEach((line, i) => {
      const text = i === 0 ? `  ${JSON.stringify(key)}: ${line}` : `  ${line}`;
      lines.push({ text: i === value.length - 1 ? text + comma : text, changed: changed.has(key) });
    });
  });
  lines.push({ text: '}', changed: false });
  return lines;
}

/** Lines of one side: nothing for a missing record (a creation's before, a deletion's after). */
function sideLines(value: unknown, changed: ReadonlySet<string>, whole: boolean): JsonLine[] {
  if (value === null || value === undefined) return [];
  if (isRecord(value) && !whole) return recordLines(value, changed);
  return pretty(value).map((text) => ({ text, changed: whole }));
}

/**
 * Compares an audit entry's before and after (JSON values). Two objects are compared key by key
 * (a key is changed when added, removed or given another value); anything else (a creation, a
 * deletion, arrays) is changed as a whole when it differs.
 */
export function diffJson(before: unknown, after: unknown): JsonDiff {
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    const changedKeys = keys.filter((key) => !(key in before) || !(key in after) || canonical(before[key]) !== canonical(after[key]));
    const changed = new Set(changedKeys);
    return { before: sideLines(before, changed, false), after: sideLines(after, changed, false), changedKeys };
  }
  const whole = canonical(before ?? null) !== canonical(after ?? null);
  return { before: sideLines(before, new Set(), whole), after: sideLines(after, new Set(), whole), changedKeys: [] };
}
