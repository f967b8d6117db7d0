// The API scenarios: the same list is measured over HTTP (api.ts) and as bare SQL (queries.ts).
import { SEARCH_KEYWORD } from './seed.ts';

export interface Scenario {
  key: string;
  label: string;
  /** Path without the query string. */
  path: string;
  query: Record<string, string>;
  /**
   * Adds a different `start_date` far in the past to every request: it matches every event, so the
   * result is the same, but each request misses the server's 5-second count cache.
   */
  uncachedCount?: boolean;
  /**
   * Sends a different spelling of the keyword with every request (substrings of it of 5+ letters in
   * every upper/lower-case mix: 832 variants that all match the same titles), so each request
   * misses the count cache the way new search words typed by people do, without adding a filter.
   */
  keywordVariants?: string;
  /** Which goal of issue #2 §7 this scenario is judged against. */
  goal?: 'list' | 'search';
  /** Not an events query (no SQL breakdown). */
  baseline?: boolean;
}

const EVENTS = '/api/v2/events';

export const SCENARIOS: Scenario[] = [
  {
    key: 'baseline',
    label: 'Floor: session check only (GET /api/v2/permissions/current-user)',
    path: '/api/v2/permissions/current-user',
    query: {},
    baseline: true,
  },
  { key: 'list', label: 'List, page 1 of 10', path: EVENTS, query: { paged: '1', per_page: '10' }, goal: 'list' },
  { key: 'deep', label: 'List, page 500 (offset 4,990)', path: EVENTS, query: { paged: '500', per_page: '10' } },
  { key: 'search', label: `Search "${SEARCH_KEYWORD}" (10 % of titles)`, path: EVENTS, query: { search_keyword: SEARCH_KEYWORD, paged: '1', per_page: '10' }, goal: 'search' },
  {
    key: 'search-uncached',
    label: `Search, a new spelling of "${SEARCH_KEYWORD}" each request ("orksh", "WORKshop", …): count cache missed`,
    path: EVENTS,
    query: { search_keyword: SEARCH_KEYWORD, paged: '1', per_page: '10' },
    keywordVariants: SEARCH_KEYWORD,
  },
  { key: 'upcoming', label: 'Status filter: upcoming', path: EVENTS, query: { status: 'upcoming', paged: '1', per_page: '10' } },
  { key: 'past', label: 'Status filter: past (expired)', path: EVENTS, query: { status: 'past', paged: '1', per_page: '10' } },
  {
    key: 'like',
    label: 'Comparison: naive path, 2-letter "Wo" (LIKE \'%Wo%\' scan + count(*), same 10 % of rows), count cache missed',
    path: EVENTS,
    query: { search_keyword: 'Wo', paged: '1', per_page: '10' },
    uncachedCount: true,
  },
];

/** The `start_date` of the n-th request of an uncached scenario: distinct days from 1900 on. */
export function uncachedStartDate(n: number): string {
  return new Date(Date.UTC(1900, 0, 1) + (n % 36_500) * 86_400_000).toISOString().slice(0, 10);
}

/** Substrings of `word` with 5+ letters, in every upper/lower-case mix. */
export function keywordVariants(word: string): string[] {
  const out: string[] = [];
  for (let len = Math.min(5, word.length); len <= word.length; len++) {
    for (let from = 0; from + len <= word.length; from++) {
      const part = word.slice(from, from + len).toLowerCase();
      for (let mask = 0; mask < 2 ** len; mask++) {
        out.push([...part].map((c, i) => (mask & (1 << i) ? c.toUpperCase() : c)).join(''));
      }
    }
  }
  return out;
}

const variantCache = new Map<string, string[]>();

export function scenarioUrl(s: Scenario, n?: number): string {
  let variant: Record<string, string> = {};
  if (s.keywordVariants && n !== undefined) {
    let list = variantCache.get(s.keywordVariants);
    if (!list) variantCache.set(s.keywordVariants, (list = keywordVariants(s.keywordVariants)));
    variant = { search_keyword: list[n % list.length]! };
  }
  const query = { ...s.query, ...variant, ...(s.uncachedCount && n !== undefined ? { start_date: uncachedStartDate(n) } : {}) };
  const qs = new URLSearchParams(query).toString();
  return qs ? `${s.path}?${qs}` : s.path;
}
