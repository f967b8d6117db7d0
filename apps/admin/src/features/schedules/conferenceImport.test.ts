import { describe, expect, it } from 'vitest';
import { inGerman } from '../../test/inGerman';
import { importCountsText, isConferenceFile } from './conferenceImport';

describe('isConferenceFile', () => {
  it('accepts .xml and .json names in any case', () => {
    expect(isConferenceFile('schedule.xml')).toBe(true);
    expect(isConferenceFile('Schedule.JSON')).toBe(true);
    expect(isConferenceFile('calendar.ics')).toBe(false);
    expect(isConferenceFile('xml')).toBe(false);
  });
});

describe('importCountsText', () => {
  it('lists every kind with a singular or plural noun', () => {
    expect(importCountsText({ events: 1, schedules: 2, slots: 943, speakers: 1, tags: 0 })).toBe('1 event, 2 schedules, 943 slots, 1 speaker, 0 tags');
  });

  it('counts in German with German plurals', () => {
    expect(inGerman(() => importCountsText({ events: 1, schedules: 2, slots: 943, speakers: 1, tags: 0 }))).toBe('1 Veranstaltung, 2 Programme, 943 Programmpunkte, 1 Referent, 0 Schlagwörter');
  });
});
