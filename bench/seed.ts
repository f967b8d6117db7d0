// Seeds a fresh database with N events (default 100,000) straight through better-sqlite3 / Kysely
// in batched transactions, after running the server's own migrations.
//
//   node --import tsx seed.ts            SQLite under bench/.data/sqlite-<N>/ (skipped when seeded)
//   BENCH_RESEED=1 …                     wipe and seed again
//   BENCH_DATABASE_URL=postgres://… …    PostgreSQL (that database is emptied first)
//
// Data: titles from a vocabulary where exactly 1 in 10 contains "Workshop" (the search benchmark's
// keyword, which no other word contains); start dates spread from 3 years ago to 2 years ahead so
// the upcoming, ongoing and past filters all return rows; 85 % published, 15 % draft; a paragraph
// of description; offline/online locations; 40 % with 1–3 ticket variations (some unlimited);
// categories and tags on most events. The FTS index (events_fts) is kept by the insert trigger.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { sql, type Kysely } from 'kysely';
import { importBuilt, isMain, settings, sqliteDataDir } from './lib.ts';

type DatabaseModule = typeof import('../apps/server/dist/db/database.js');
type MigrationsModule = typeof import('../apps/server/dist/db/migrations.js');
type CoreModule = typeof import('../packages/core/dist/index.js');

/** The search benchmark's keyword; exactly 10 % of titles contain it. */
export const SEARCH_KEYWORD = 'Workshop';
/** Bump when the generated data changes, so old seeded folders are not reused. */
const SEED_VERSION = 1;
const MARKER = 'bench-seed.json';

export interface SeedInfo {
  target: string;
  events: number;
  ticketVariations: number;
  seconds: number;
  reused: boolean;
}

// ---------------------------------------------------------------- deterministic data
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CITIES = ['Potsdam', 'Berlin', 'Hamburg', 'Munich', 'Leipzig', 'Cologne', 'Dresden', 'Vienna', 'Zurich', 'Prague', 'Lisbon', 'Copenhagen'];
const TOPICS = [
  'JavaScript', 'Jazz', 'Photography', 'Pottery', 'Startup', 'Yoga', 'Wine', 'Open Source', 'Climate', 'Film', 'Poetry',
  'Robotics', 'Design', 'Cooking', 'Chess', 'History', 'Data Science', 'Gardening', 'Salsa', 'Rust', 'Watercolour', 'Cycling',
];
const KINDS = [
  'Meetup', 'Conference', 'Concert', 'Festival', 'Webinar', 'Hackathon', 'Lecture', 'Exhibition', 'Tasting', 'Screening',
  'Reading', 'Market', 'Tour', 'Seminar', 'Gala', 'Retreat', 'Bootcamp', 'Summit', 'Fair', 'Night',
];
const SUBTITLES = ['Getting Started', 'Advanced Techniques', 'for Beginners', 'Deep Dive', 'Community Evening', 'Spring Edition', 'Autumn Edition', 'Vol. 3', 'Live', 'Open Day'];
const STREETS = ['Hauptstraße', 'Bahnhofstraße', 'Schillerplatz', 'Am Kanal', 'Breite Straße', 'Lindenallee', 'Marktplatz', 'Gartenweg'];
const ZONES: Array<[string, number]> = [['Europe/Berlin', 0.6], ['UTC', 0.15], ['America/New_York', 0.1], ['Asia/Tokyo', 0.1], ['UTC+05:30', 0.05]];
const SENTENCES = [
  'Join us for an evening of ideas, conversation and good company.',
  'All levels are welcome; bring a friend and your curiosity.',
  'Seats are limited, so please book your ticket in advance.',
  'Drinks and light snacks are included in the ticket price.',
  'The venue is step-free and reachable by public transport.',
  'Doors open thirty minutes before the start.',
  'Talks are followed by an open discussion with the speakers.',
  'Materials are provided; no prior experience is needed.',
  'The programme is in English with German summaries.',
  'Children under twelve enter free with an adult.',
];

const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
const pad = (n: number) => String(n).padStart(2, '0');
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const slugOf = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200);

export interface GeneratedEvent {
  row: {
    title: string;
    /** The title folded as the server stores it for search and the title order (core's sortKey). */
    sort_title: string;
    slug: string;
    description: string;
    status: 'draft' | 'publish';
    start_date: string;
    end_date: string;
    start_time: string;
    end_time: string;
    timezone: string;
    start_at: string;
    end_at: string;
    location: string | null;
    parent: number;
    recurring_enabled: 'yes' | 'no';
    recurrence: string | null;
    certificate_template: number | null;
    author_id: number | null;
    source_uid: string | null;
    created_at: string;
    updated_at: string;
  };
  variations: Array<{ slug: string; name: string; price: number; capacity: number; sold: number; position: number }>;
  categories: number[];
  tags: number[];
}

const CATEGORY_NAMES = ['Music', 'Technology', 'Arts', 'Food & Drink', 'Sports', 'Education', 'Business', 'Community', 'Health', 'Film & Media', 'Science', 'Family', 'Outdoors', 'Literature', 'Dance', 'Games', 'Fashion', 'Travel', 'Charity', 'Nightlife'];
const TAG_NAMES = Array.from({ length: 30 }, (_, i) => ['free', 'online', 'family-friendly', 'english', 'german', 'beginner', 'advanced', 'evening', 'weekend', 'outdoor'][i % 10] + (i >= 10 ? `-${Math.floor(i / 10)}` : ''));

/**
 * A generator of events: `next(i)` is deterministic in `i`.
 * @param offsetOf minutes east of UTC of a zone on a local date (wall-clock noon)
 * @param sortKey core's `sortKey`, which the server folds titles with
 */
export function eventGenerator(now: number, offsetOf: (zone: string, date: string) => number, sortKey: (title: string) => string) {
  const today = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate());
  const stamp = new Date(now).toISOString();
  return (i: number): GeneratedEvent => {
    const rnd = prng(i * 7919 + 17);
    const kind = i % 10 === 7 ? SEARCH_KEYWORD : pick(rnd, KINDS);
    const topic = pick(rnd, TOPICS);
    const city = pick(rnd, CITIES);
    const shape = rnd();
    const title =
      shape < 0.45 ? `${city} ${topic} ${kind}` : shape < 0.8 ? `${topic} ${kind}: ${pick(rnd, SUBTITLES)}` : `${kind} – ${topic} in ${city}`;
    const description = Array.from({ length: 2 + Math.floor(rnd() * 3) }, () => pick(rnd, SENTENCES)).join(' ');

    const startDay = today + Math.floor(-1095 + rnd() * 1826) * 86_400_000;
    const startMinutes = (8 + Math.floor(rnd() * 13)) * 60 + 15 * Math.floor(rnd() * 4);
    const d = rnd();
    let endDay = startDay;
    let endMinutes: number;
    if (d < 0.7) endMinutes = Math.min(startMinutes + 60 + 30 * Math.floor(rnd() * 5), 23 * 60 + 59);
    else if (d < 0.9) endMinutes = Math.min(startMinutes + 240 + 60 * Math.floor(rnd() * 5), 23 * 60 + 59);
    else {
      endDay = startDay + (1 + Math.floor(rnd() * 4)) * 86_400_000;
      endMinutes = (10 + Math.floor(rnd() * 10)) * 60;
    }
    let z = rnd();
    let timezone = ZONES[0]![0];
    for (const [zone, share] of ZONES) {
      if (z < share) {
        timezone = zone;
        break;
      }
      z -= share;
    }
    const start_date = dateOf(startDay);
    const end_date = dateOf(endDay);
    const start_time = `${pad(Math.floor(startMinutes / 60))}:${pad(startMinutes % 60)}`;
    const end_time = `${pad(Math.floor(endMinutes / 60))}:${pad(endMinutes % 60)}`;
    const startAt = startDay + startMinutes * 60_000 - offsetOf(timezone, start_date) * 60_000;
    const endAt = endDay + endMinutes * 60_000 - offsetOf(timezone, end_date) * 60_000;

    const loc = rnd();
    const location =
      loc < 0.75
        ? { type: 'offline', address: { address: `${pick(rnd, STREETS)} ${1 + Math.floor(rnd() * 120)}, ${city}` } }
        : loc < 0.95
          ? { type: 'online', url: `https://meet.example.com/${slugOf(topic)}-${i}` }
          : null;

    const variations: GeneratedEvent['variations'] = [];
    if (rnd() < 0.4) {
      const names = ['General Admission', 'VIP', 'Student'];
      const n = 1 + Math.floor(rnd() * 3);
      for (let v = 0; v < n; v++) {
        const capacity = rnd() < 0.08 ? -1 : 20 + Math.floor(rnd() * 20) * 10;
        const sold = startAt < now ? Math.floor(rnd() * (capacity === -1 ? 150 : capacity)) : Math.floor(rnd() * 20);
        variations.push({ slug: slugOf(names[v]!), name: names[v]!, price: v === 0 ? 15 + Math.floor(rnd() * 6) * 5 : 45, capacity, sold, position: v });
      }
    }
    const categories = rnd() < 0.8 ? [1 + Math.floor(rnd() * CATEGORY_NAMES.length)] : [];
    if (rnd() < 0.2) {
      const second = 1 + Math.floor(rnd() * CATEGORY_NAMES.length);
      if (!categories.includes(second)) categories.push(second);
    }
    const tags: number[] = [];
    for (let t = Math.floor(rnd() * 4); t > 0; t--) {
      const tag = 1 + Math.floor(rnd() * TAG_NAMES.length);
      if (!tags.includes(tag)) tags.push(tag);
    }
    return {
      row: {
        title,
        sort_title: sortKey(title),
        slug: `${slugOf(title)}-${i}`,
        description,
        status: rnd() < 0.85 ? 'publish' : 'draft',
        start_date,
        end_date,
        start_time,
        end_time,
        timezone,
        start_at: new Date(startAt).toISOString(),
        end_at: new Date(endAt).toISOString(),
        location: location ? JSON.stringify(location) : null,
        parent: 0,
        recurring_enabled: 'no',
        recurrence: null,
        certificate_template: null,
        author_id: null,
        source_uid: null,
        created_at: stamp,
        updated_at: stamp,
      },
      variations,
      categories,
      tags,
    };
  };
}

/**
 * Minutes east of UTC of a zone on a local date, at wall-clock noon (seeded times are 08:00–23:59,
 * after any DST change of that night). One cached Intl formatter per zone: core's zonedToUtc
 * (dayjs.tz) costs about a millisecond per call, too slow for 100,000 events; a sample of dates is
 * checked against it so both agree.
 */
async function zoneOffsets() {
  const core = await importBuilt<CoreModule>('packages/core/dist/index.js');
  const formatters = new Map<string, Intl.DateTimeFormat>();
  const cache = new Map<string, number>();
  const compute = (zone: string, date: string): number => {
    const fixed = core.parseUtcOffset(zone);
    if (fixed !== null) return fixed;
    let f = formatters.get(zone);
    if (!f) {
      f = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
      formatters.set(zone, f);
    }
    const noonUtc = Date.parse(`${date}T12:00:00Z`);
    // Offset at the instant near local noon: format that instant in the zone and compare.
    const offsetAt = (instant: number) => {
      const p = Object.fromEntries(f.formatToParts(instant).map((x) => [x.type, x.value]));
      return (Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute)) - instant) / 60_000;
    };
    const guess = offsetAt(noonUtc);
    return offsetAt(noonUtc - guess * 60_000);
  };
  for (const zone of ZONES.map(([z]) => z)) {
    for (let k = 0; k < 24; k++) {
      const date = new Date(Date.UTC(2024, 0, 1) + k * 16 * 86_400_000).toISOString().slice(0, 10);
      const expected = (Date.parse(`${date}T12:00:00Z`) - core.zonedToUtc(date, '12:00', zone)) / 60_000;
      if (compute(zone, date) !== expected) throw new Error(`Offset of ${zone} on ${date}: ${compute(zone, date)} ≠ core's ${expected}`);
    }
  }
  return (zone: string, date: string) => {
    const key = `${zone}|${date}`;
    let offset = cache.get(key);
    if (offset === undefined) {
      offset = compute(zone, date);
      cache.set(key, offset);
    }
    return offset;
  };
}

async function migrate(options: { url?: string; dataDir: string }) {
  const { openDatabase } = await importBuilt<DatabaseModule>('apps/server/dist/db/database.js');
  const { migrateToLatest } = await importBuilt<MigrationsModule>('apps/server/dist/db/migrations.js');
  const handle = await openDatabase(options);
  await migrateToLatest(handle.db, handle.dialect);
  return handle;
}

function readMarker(file: string, count: number): boolean {
  try {
    const marker = JSON.parse(fs.readFileSync(file, 'utf8')) as { version: number; events: number };
    return marker.version === SEED_VERSION && marker.events === count;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------- SQLite
/** Seeds bench/.data/sqlite-<count>/ unless it already holds this seed. */
export async function seedSqlite(count = settings.events, reseed = settings.reseed): Promise<SeedInfo & { dataDir: string }> {
  const dataDir = sqliteDataDir(count);
  const marker = path.join(dataDir, MARKER);
  if (!reseed && readMarker(marker, count)) {
    // Bring a reused database up to the current build's schema (the server would on start anyway).
    await (await migrate({ dataDir })).close();
    return { ...(JSON.parse(fs.readFileSync(marker, 'utf8')) as SeedInfo), reused: true, dataDir };
  }
  const started = performance.now();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const handle = await migrate({ dataDir });
  await handle.close();

  const offsetOf = await zoneOffsets();
  const generate = eventGenerator(Date.now(), offsetOf, (await importBuilt<CoreModule>('packages/core/dist/index.js')).sortKey);
  const db = new SQLite(path.join(dataDir, 'eventory.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -200000');
  db.pragma('foreign_keys = ON');
  const insertCategory = db.prepare('INSERT INTO categories (id, name, slug, parent, description) VALUES (?, ?, ?, 0, ?)');
  const insertTag = db.prepare('INSERT INTO tags (id, name, slug, description) VALUES (?, ?, ?, ?)');
  db.transaction(() => {
    CATEGORY_NAMES.forEach((name, i) => insertCategory.run(i + 1, name, slugOf(name), ''));
    TAG_NAMES.forEach((name, i) => insertTag.run(i + 1, name, slugOf(name), ''));
  })();
  const columns = Object.keys(generate(0).row);
  const insertEvent = db.prepare(`INSERT INTO events (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`);
  const insertVariation = db.prepare(
    'INSERT INTO ticket_variations (event_id, slug, name, price, capacity, sold, position) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertEventCategory = db.prepare('INSERT INTO event_categories (event_id, category_id) VALUES (?, ?)');
  const insertEventTag = db.prepare('INSERT INTO event_tags (event_id, tag_id) VALUES (?, ?)');
  let variationCount = 0;
  const batch = db.transaction((from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const e = generate(i);
      const id = Number(insertEvent.run(e.row).lastInsertRowid);
      for (const v of e.variations) insertVariation.run(id, v.slug, v.name, v.price, v.capacity, v.sold, v.position);
      for (const c of e.categories) insertEventCategory.run(id, c);
      for (const t of e.tags) insertEventTag.run(id, t);
      variationCount += e.variations.length;
    }
  });
  const BATCH = 5_000;
  for (let from = 0; from < count; from += BATCH) {
    batch(from, Math.min(count, from + BATCH));
    if (process.stdout.isTTY) process.stdout.write(`\r  seeded ${Math.min(count, from + BATCH)} / ${count}`);
  }
  if (process.stdout.isTTY) process.stdout.write('\n');
  // Merge the FTS segments the per-row trigger wrote, as a long-running database would have them.
  db.prepare("INSERT INTO events_fts(events_fts) VALUES ('optimize')").run();
  db.pragma('wal_checkpoint(TRUNCATE)');
  const check = db.prepare('SELECT (SELECT count(*) FROM events) AS events, (SELECT count(*) FROM events_fts) AS fts').get() as { events: number; fts: number };
  db.close();
  if (check.events !== count || check.fts !== count) throw new Error(`Seed check failed: ${check.events} events, ${check.fts} FTS rows`);
  const info: SeedInfo = { target: 'sqlite', events: count, ticketVariations: variationCount, seconds: (performance.now() - started) / 1000, reused: false };
  fs.writeFileSync(marker, JSON.stringify({ ...info, version: SEED_VERSION }, null, 2));
  return { ...info, dataDir };
}

// ---------------------------------------------------------------- PostgreSQL
/** Creates the database of `url` when it does not exist yet (connecting to `postgres`). */
async function ensurePgDatabase(url: string) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!name || !/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`BENCH_DATABASE_URL needs a plain database name, got "${name}"`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.href });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}

/**
 * Seeds the PostgreSQL database of `url` (created when missing). Reused when it already holds this
 * seed (a bench_seed row); otherwise the schema `public` of that database is dropped and rebuilt,
 * so point it at a database used only by the benchmark.
 */
export async function seedPostgres(url: string, count = settings.events, reseed = settings.reseed): Promise<SeedInfo> {
  await ensurePgDatabase(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const existing = await client
      .query<{ info: string }>('SELECT info FROM bench_seed LIMIT 1')
      .then((r) => r.rows[0]?.info)
      .catch(() => undefined);
    if (!reseed && existing) {
      const info = JSON.parse(existing) as SeedInfo & { version: number };
      if (info.version === SEED_VERSION && info.events === count) {
        await (await migrate({ url, dataDir: '' })).close();
        return { ...info, reused: true };
      }
    }
    await client.query('DROP SCHEMA IF EXISTS public CASCADE');
    await client.query('CREATE SCHEMA public');
  } finally {
    await client.end();
  }
  const started = performance.now();
  const handle = await migrate({ url, dataDir: '' });
  const db = handle.db as unknown as Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  const offsetOf = await zoneOffsets();
  const generate = eventGenerator(Date.now(), offsetOf, (await importBuilt<CoreModule>('packages/core/dist/index.js')).sortKey);
  let variationCount = 0;
  try {
    await db.insertInto('categories').values(CATEGORY_NAMES.map((name, i) => ({ id: i + 1, name, slug: slugOf(name), parent: 0, description: '' }))).execute();
    await db.insertInto('tags').values(TAG_NAMES.map((name, i) => ({ id: i + 1, name, slug: slugOf(name), description: '' }))).execute();
    // Explicit ids above do not advance the sequences; later inserts through the API must not collide.
    await sql`SELECT setval('categories_id_seq', 1000), setval('tags_id_seq', 1000)`.execute(db);
    const BATCH = 1_000;
    for (let from = 0; from < count; from += BATCH) {
      const events = Array.from({ length: Math.min(BATCH, count - from) }, (_, k) => generate(from + k));
      await db.transaction().execute(async (trx) => {
        const ids = await trx.insertInto('events').values(events.map((e) => e.row)).returning('id').execute();
        const variations = events.flatMap((e, k) => e.variations.map((v) => ({ ...v, event_id: ids[k]!.id as number })));
        const cats = events.flatMap((e, k) => e.categories.map((category_id) => ({ event_id: ids[k]!.id as number, category_id })));
        const tags = events.flatMap((e, k) => e.tags.map((tag_id) => ({ event_id: ids[k]!.id as number, tag_id })));
        if (variations.length) await trx.insertInto('ticket_variations').values(variations).execute();
        if (cats.length) await trx.insertInto('event_categories').values(cats).execute();
        if (tags.length) await trx.insertInto('event_tags').values(tags).execute();
        variationCount += variations.length;
      });
      if (process.stdout.isTTY) process.stdout.write(`\r  seeded ${Math.min(count, from + BATCH)} / ${count}`);
    }
    if (process.stdout.isTTY) process.stdout.write('\n');
  } finally {
    await handle.close();
  }
  const info: SeedInfo = { target: 'postgres', events: count, ticketVariations: variationCount, seconds: (performance.now() - started) / 1000, reused: false };
  const done = new pg.Client({ connectionString: url });
  await done.connect();
  try {
    // Fresh statistics, as autovacuum would gather them shortly after a bulk load.
    await done.query('VACUUM ANALYZE');
    await done.query('CREATE TABLE bench_seed (info text NOT NULL)');
    await done.query('INSERT INTO bench_seed (info) VALUES ($1)', [JSON.stringify({ ...info, version: SEED_VERSION })]);
  } finally {
    await done.end();
  }
  return info;
}

if (isMain(import.meta.url)) {
  const info = settings.databaseUrl ? await seedPostgres(settings.databaseUrl) : await seedSqlite();
  console.log(info.reused ? `Already seeded: ${JSON.stringify(info)}` : `Seeded: ${JSON.stringify(info)}`);
}
