/** The shape of {@link largeConferenceJson}'s conference, FOSDEM 2025 sized by default. */
export interface LargeConferenceShape {
  acronym: string;
  /** Local dates `YYYY-MM-DD`, one per day. */
  days: string[];
  talksPerDay: number;
  tracks: number;
  rooms: number;
  speakers: number;
  /** Characters of each talk's abstract. */
  abstractChars: number;
}

const FOSDEM_LIKE: LargeConferenceShape = {
  acronym: 'bigconf',
  days: ['2031-02-01', '2031-02-02'],
  talksPerDay: 480,
  tracks: 74,
  rooms: 60,
  speakers: 1000,
  abstractChars: 1000,
};

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A generated Frab `schedule.json` of a big conference (FOSDEM 2025 has 2 days, 943 talks, 992
 * speakers, 74 tracks, abstracts of ~950 characters on average), so tests of the public page's size
 * need no file outside the repository. Talk `t` of day `d` is "Talk d-t", track `Track <t % tracks>`,
 * room `Room <t % rooms>`, speakers `Speaker <n>` (one or two per talk, every speaker used).
 */
export function largeConferenceJson(overrides: Partial<LargeConferenceShape> = {}): string {
  const shape = { ...FOSDEM_LIKE, ...overrides };
  let speaker = 0;
  const days = shape.days.map((date, d) => {
    const rooms: Record<string, unknown[]> = {};
    for (let t = 0; t < shape.talksPerDay; t++) {
      const room = `Room ${t % shape.rooms}`;
      const minutes = 9 * 60 + Math.floor(t / shape.rooms) * 25;
      const start = `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`;
      const persons = [speaker++ % shape.speakers, ...(t % 2 ? [speaker++ % shape.speakers] : [])].map((n) => ({ id: n + 1, public_name: `Speaker ${n + 1}` }));
      (rooms[room] ??= []).push({
        guid: `${shape.acronym}-${d}-${t}`,
        id: d * 10_000 + t + 1,
        date: `${date}T${start}:00+01:00`,
        start,
        duration: '00:20',
        room,
        title: `Talk ${d + 1}-${t + 1}`,
        track: `Track ${t % shape.tracks}`,
        abstract: `Abstract of talk ${d + 1}-${t + 1}. ${'Lorem ipsum dolor sit amet. '.repeat(Math.ceil(shape.abstractChars / 28))}`.slice(0, shape.abstractChars),
        persons,
      });
    }
    return { index: d + 1, date, day_start: `${date}T09:00:00+01:00`, rooms };
  });
  const conference = { acronym: shape.acronym, title: `Big Conference ${shape.acronym}`, start: shape.days[0], end: shape.days.at(-1), time_zone_name: 'Europe/Brussels', days };
  return JSON.stringify({ schedule: { version: '1', conference } });
}
