import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../http/errors.js';
import { englishMessage } from '../../../i18n/apiMessages.js';
import { parseFrabJson } from './frab-json.js';
import { ScheduleFormatError, type SourceConference, type SourceTalk } from './model.js';
import { parsePentabarf } from './pentabarf.js';
import { offsetZone, planConference } from './plan.js';

const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

/** A one-day conference around the given talks (fields not given are empty). */
function conference(talks: Partial<SourceTalk>[], extra: Partial<SourceConference> = {}): SourceConference {
  const blank: SourceTalk = { guid: '', id: '', date: '', start: '', duration: '00:30', room: 'Hall', title: 'Talk', track: '', abstract: '', description: '', persons: [] };
  return {
    acronym: 'demo',
    title: 'Demo',
    subtitle: '',
    start: '2030-05-04',
    end: '2030-05-04',
    time_zone_name: 'Europe/Berlin',
    venue: '',
    city: '',
    tracks: [],
    days: [{ index: '1', date: '2030-05-04', start: '', talks: talks.map((t, i) => ({ ...blank, id: String(i + 1), ...t })) }],
    ...extra,
  };
}

const formatError = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    if (error instanceof ScheduleFormatError) return error.message;
    throw error;
  }
  throw new Error('expected a ScheduleFormatError');
};

describe('parsePentabarf', () => {
  const parsed = parsePentabarf(fixture('schedule.xml'));

  it('reads the conference, its declared tracks and its days with talks in room order', () => {
    expect(parsed).toMatchObject({
      acronym: 'tinyconf-2030',
      title: 'TinyConf 2030',
      start: '2030-02-02',
      end: '2030-02-03',
      time_zone_name: 'Europe/Brussels',
      venue: 'Université Libre de Bruxelles',
      city: 'Brussels',
      tracks: ['Kernel', 'Web & Design'],
    });
    expect(parsed.days.map((d) => [d.index, d.date, d.talks.map((t) => t.id)])).toEqual([
      ['1', '2030-02-02', ['101', '103', '102']],
      ['2', '2030-02-03', ['104', '105']],
    ]);
  });

  it('decodes entities and keeps an abstract as the HTML it is', () => {
    const [first, , css] = parsed.days[0]!.talks;
    expect(first).toMatchObject({
      guid: '0b5a7c1e-0000-4000-8000-000000000101',
      date: '2030-02-02T10:00:00+01:00',
      duration: '00:30',
      room: 'Room A',
      persons: [
        { id: '1', name: 'Alice Ärger' },
        { id: '2', name: 'Bob Builder' },
      ],
    });
    expect(first!.abstract).toMatch(/^<p>Hello &amp; <b>welcome<\/b>/);
    expect(css).toMatchObject({ title: 'CSS – the good parts', track: 'Web & Design', description: '<p>Fallback description</p>' });
  });

  it('refuses an empty, cut-off, malformed or foreign file with a reason', () => {
    expect(formatError(() => parsePentabarf('  '))).toBe('the file is empty.');
    expect(formatError(() => parsePentabarf(fixture('truncated.xml')))).toMatch(/^it is cut off: it ends before its closing <\/schedule> tag/);
    expect(formatError(() => parsePentabarf('<schedule><conference><title>x</conference></schedule>'))).toMatch(/^it is not well-formed XML \(line 1, column \d+: /);
    expect(formatError(() => parsePentabarf('<html><body/></html>'))).toMatch(/root element is not <schedule>/);
    expect(formatError(() => parsePentabarf('<schedule><conference><title>x</title></conference></schedule>'))).toBe('it has no <day> elements.');
  });
});

describe('parseFrabJson', () => {
  it('reads rooms, numeric ids, null tracks and persons by id or guid, public_name or name', () => {
    const parsed = parseFrabJson(fixture('schedule.json'));
    expect(parsed).toMatchObject({ acronym: 'tinycamp30', time_zone_name: '', tracks: ['Hardware', 'Ethics'] });
    const [soldering, late, ethics] = parsed.days[0]!.talks;
    expect(soldering).toMatchObject({ id: '201', room: 'Saal 1', persons: [{ id: 'a1b2c3d4-0000-4000-8000-00000000e001', name: 'Erin Engel' }, { id: '7', name: 'Frank Funk' }] });
    expect(late).toMatchObject({ id: '203', track: '', date: '2030-07-11T01:00:00+02:00' });
    expect(ethics).toMatchObject({ id: '202', room: 'Saal 2' });
    expect(parsed.days.map((d) => d.index)).toEqual(['0', '1']);
  });

  it('refuses cut-off JSON and JSON that is not a Frab schedule', () => {
    expect(formatError(() => parseFrabJson(fixture('truncated.json')))).toMatch(/^it is not valid JSON, it may be cut off \(/);
    expect(formatError(() => parseFrabJson('{"schedule": {}}'))).toMatch(/no schedule.conference object/);
    expect(formatError(() => parseFrabJson('{"schedule": {"conference": {"days": []}}}'))).toBe('schedule.conference.days is missing or empty.');
  });
});

describe('planConference', () => {
  it('maps the XML fixture: event, days, sorted slots, plain-text objectives, deduplicated speakers, tags', () => {
    const plan = planConference(parsePentabarf(fixture('schedule.xml')));
    expect(plan.keys).toEqual({ event: 'conf:tinyconf-2030', day: 'conf:tinyconf-2030:day:', talk: 'conf:tinyconf-2030:talk:', person: 'conf:tinyconf-2030:person:' });
    expect(plan.event).toMatchObject({
      title: 'TinyConf 2030',
      description: 'Small talks about small things',
      start_date: '2030-02-02',
      end_date: '2030-02-03',
      start_time: '09:30',
      end_time: '17:30',
      timezone: 'Europe/Brussels',
      status: 'publish',
      location: { type: 'offline', address: { address: 'Université Libre de Bruxelles, Brussels' } },
    });
    expect(plan.schedules).toEqual([
      { key: 'conf:tinyconf-2030:day:1', program_title: 'TinyConf 2030 – Day 1', date: '2030-02-02', day_name: 'Saturday' },
      { key: 'conf:tinyconf-2030:day:2', program_title: 'TinyConf 2030 – Day 2', date: '2030-02-03', day_name: 'Sunday' },
    ]);
    expect(plan.slots.map((s) => [s.schedule_key.slice(-1), s.position, s.start_time, s.end_time, s.room, s.track])).toEqual([
      ['1', 0, '09:30', '10:15', 'Room B', 'Web & Design'],
      ['1', 1, '10:00', '10:30', 'Room A', 'Kernel'],
      ['1', 2, '23:30', '23:59', 'Room A', 'Kernel'],
      ['2', 0, '09:30', '09:55', 'Room A', 'Kernel'],
      ['2', 1, '16:00', '17:30', 'Room A', 'Community'],
    ]);
    expect(plan.slots.map((s) => s.objective)).toEqual([
      'Fallback description',
      'Hello & welcome to the scheduler talk.\n\nSee the slides [https://example.org/sched].',
      'Plain text abstract\non two lines',
      'Drivers, drivers, drivers.',
      '',
    ]);
    expect(plan.speakers.map((s) => s.name)).toEqual(['Bob Builder', 'Alice Ärger', 'Carol Chen', 'Dave Doe']);
    expect(plan.slots[3]!.speaker_keys).toEqual(['conf:tinyconf-2030:person:4', 'conf:tinyconf-2030:person:1']);
    expect(plan.tags).toEqual(['Kernel', 'Web & Design', 'Community']);
    expect(plan.warnings.map(englishMessage)).toEqual(['"Night owls" (talk 103) runs past midnight (23:30 for 60 minutes on 2030-02-02); its end time was set to 23:59.']);
  });

  it('maps the JSON fixture: a zone from the UTC offsets, a talk after midnight on the next day', () => {
    const plan = planConference(parseFrabJson(fixture('schedule.json')));
    expect(plan.event).toMatchObject({ timezone: 'UTC+2:00', start_time: '11:00', end_time: '14:30', location: null });
    expect(plan.slots.map((s) => [s.key.slice(-3), s.schedule_key, s.start_time])).toEqual([
      ['201', 'conf:tinycamp30:day:0', '11:00'],
      ['202', 'conf:tinycamp30:day:0', '11:00'],
      ['203', 'conf:tinycamp30:day:1', '01:00'],
      ['204', 'conf:tinycamp30:day:1', '14:00'],
    ]);
    expect(plan.speakers.map((s) => s.name)).toEqual(['Erin Engel', 'Frank Funk', 'Grace Gold']);
    expect(plan.warnings.map(englishMessage)).toEqual([]);
  });

  it('writes offsets as zones events can store', () => {
    expect([60, -210, 330, 0].map(offsetZone)).toEqual(['UTC+1:00', 'UTC-3:30', 'UTC+5:30', 'UTC']);
  });

  it('converts instants into a named zone; keeps wall clocks and warns for an unknown one', () => {
    const talk = { date: '2030-05-04T08:00:00Z' };
    expect(planConference(conference([talk])).slots[0]!.start_time).toBe('10:00');
    const unknown = planConference(conference([{ date: '2030-05-04T10:00:00+02:00' }], { time_zone_name: 'Mars/Olympus' }));
    expect(unknown.event.timezone).toBe('UTC+2:00');
    expect(unknown.slots[0]!.start_time).toBe('10:00');
    expect(unknown.warnings.map(englishMessage)).toEqual(['The timezone "Mars/Olympus" is unknown; the times are shown as written, in UTC+2:00.']);
    expect(planConference(conference([{ start: '9:05' }])).slots[0]!.start_time).toBe('09:05');
  });

  it('skips, with a warning, talks it cannot place: other dates, no length, a second entry', () => {
    const plan = planConference(
      conference([
        { date: '2030-05-06T10:00:00+02:00', title: 'Elsewhere' },
        { start: '10:00', duration: '00:00', title: 'Instant' },
        { start: '11:00', title: 'Kept', guid: 'g-1' },
        { start: '12:00', title: 'Again', guid: 'g-1' },
      ]),
    );
    expect(plan.slots.map((s) => s.topic)).toEqual(['Kept']);
    expect(plan.warnings.map(englishMessage)).toEqual([
      '"Elsewhere" (talk 1) starts on 2030-05-06, which is none of the conference\'s days; it was not imported.',
      '"Instant" (talk 2) has no length; it was not imported.',
      '"Again" (talk 4) appears twice in the file; only its first entry was imported.',
    ]);
  });

  it('refuses values the format does not allow, and records our rules refuse, naming them', () => {
    expect(formatError(() => planConference(conference([{ start: '10:00', duration: 'half an hour' }])))).toBe('"Talk" (talk 1) has the duration "half an hour"; write it HH:mm.');
    expect(formatError(() => planConference(conference([{ date: '2030-05-04 25:00' }])))).toMatch(/^"Talk" \(talk 1\) starts at "2030-05-04 25:00", which is not a date-time/);
    expect(formatError(() => planConference(conference([{ id: '', start: '10:00' }])))).toMatch(/has neither a guid nor an id/);
    const long = () => planConference(conference([{ start: '10:00', title: 'x'.repeat(501) }]));
    expect(long).toThrow(AppError);
    expect(long).toThrow(/^"x+" \(talk 1\) cannot be imported: topic: .+ Nothing was imported\.$/);
  });
});
