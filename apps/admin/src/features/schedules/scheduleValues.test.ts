import { describe, expect, it } from 'vitest';
import type { Schedule } from '@eventory/core';
import { parseTime } from '../events/editor/dateTime';
import { inGerman } from '../../test/inGerman';
import { emptySlot, endsAfterStart, errorSlotIndexes, OPEN_SLOTS_LIMIT, slotHasContent, slotProblems, slotSummary, toInput, toValues } from './scheduleValues';
import type { ScheduleValues } from './scheduleValues';
import { bodyKey } from '../../shared/formChanges';

const stored: Schedule = {
  id: 4,
  program_title: 'Main track',
  date: '2025-02-01',
  day_name: 'Saturday',
  events: [9],
  slots: [
    { id: 11, topic: 'Welcome', start_time: '09:30', end_time: '09:55', speakers: [3, 1], room: 'Janson', objective: 'Opening', track: 'Keynotes' },
    { id: 12, topic: 'Closing', start_time: '17:00', end_time: '17:30', speakers: [], room: '', objective: '', track: '' },
  ],
};

describe('toValues / toInput', () => {
  it('round-trips a stored schedule, keeping the slot order and speaker order', () => {
    const { id: _id, events: _events, ...input } = stored;
    expect(toInput(toValues(stored))).toEqual(input);
  });

  it('sends no id for a new slot', () => {
    const values = toValues(stored);
    values.slots.push({ ...emptySlot(), topic: 'New', start_time: parseTime('18:00'), end_time: parseTime('18:30') });
    expect(toInput(values).slots?.[2]).toEqual({ topic: 'New', start_time: '18:00', end_time: '18:30', speakers: [], room: '', track: '', objective: '' });
  });

  it('starts a new schedule empty', () => {
    expect(toValues()).toEqual({ program_title: '', date: null, day_name: '', slots: [] });
  });

  it('trims the texts but keeps the objective as written', () => {
    const values = { ...toValues(stored), program_title: '  Main  ', day_name: ' Sat ' };
    values.slots[0] = { ...values.slots[0]!, topic: ' Hi ', room: ' K.1 ', objective: ' keep\n' };
    const input = toInput(values);
    expect(input).toMatchObject({ program_title: 'Main', day_name: 'Sat' });
    expect(input.slots?.[0]).toMatchObject({ topic: 'Hi', room: 'K.1', objective: ' keep\n' });
  });
});

describe('a schedule form saves differently (its leave guard)', () => {
  const loaded = toValues(stored);
  const scheduleChanged = (values: ScheduleValues, from: ScheduleValues) => bodyKey(toInput, values) !== bodyKey(toInput, from);

  it('is false for the loaded values, a copy of them, spaces around a text, and slots opened or collapsed', () => {
    expect(scheduleChanged(loaded, loaded)).toBe(false);
    expect(scheduleChanged(toValues(stored), loaded)).toBe(false);
    expect(scheduleChanged({ ...loaded, program_title: ' Main track ' }, loaded)).toBe(false);
    expect(scheduleChanged({ ...loaded, slots: loaded.slots.map((slot) => ({ ...slot, open: !slot.open })) }, loaded)).toBe(false);
    expect(scheduleChanged(toValues(), toValues())).toBe(false);
  });

  it('is true for a changed title, date or day name', () => {
    expect(scheduleChanged({ ...loaded, program_title: 'Side track' }, loaded)).toBe(true);
    expect(scheduleChanged({ ...loaded, date: null }, loaded)).toBe(true);
    expect(scheduleChanged({ ...loaded, day_name: 'Sunday' }, loaded)).toBe(true);
  });

  it('is true for a slot edited, added or removed, and for slots in another order', () => {
    const [first, second] = loaded.slots;
    expect(scheduleChanged({ ...loaded, slots: [{ ...first!, room: 'K.1' }, second!] }, loaded)).toBe(true);
    expect(scheduleChanged({ ...loaded, slots: [first!, second!, emptySlot()] }, loaded)).toBe(true);
    expect(scheduleChanged({ ...loaded, slots: [first!] }, loaded)).toBe(true);
    expect(scheduleChanged({ ...loaded, slots: [second!, first!] }, loaded)).toBe(true);
    expect(scheduleChanged({ ...toValues(), slots: [emptySlot()] }, toValues())).toBe(true);
  });
});

describe('endsAfterStart', () => {
  it('compares HH:mm and leaves empty times to the required rules', () => {
    expect(endsAfterStart(parseTime('09:00'), parseTime('09:30'))).toBe(true);
    expect(endsAfterStart(parseTime('09:30'), parseTime('09:30'))).toBe(false);
    expect(endsAfterStart(parseTime('10:00'), parseTime('09:30'))).toBe(false);
    expect(endsAfterStart(null, parseTime('09:30'))).toBe(true);
    expect(endsAfterStart(parseTime('09:30'), undefined)).toBe(true);
  });
});

describe('slotHasContent', () => {
  it('is false for a new slot and true once anything is filled in', () => {
    expect(slotHasContent(undefined)).toBe(false);
    expect(slotHasContent(emptySlot())).toBe(false);
    expect(slotHasContent({ ...emptySlot(), topic: '  ' })).toBe(false);
    expect(slotHasContent({ ...emptySlot(), topic: 'Talk' })).toBe(true);
    expect(slotHasContent({ ...emptySlot(), speakers: [2] })).toBe(true);
    expect(slotHasContent({ ...emptySlot(), end_time: parseTime('10:00') })).toBe(true);
  });
});

describe('open slots', () => {
  it('shows the fields of a short program and summaries of a long one', () => {
    expect(toValues(stored).slots.every((slot) => slot.open)).toBe(true);
    const long = { ...stored, slots: Array.from({ length: OPEN_SLOTS_LIMIT + 1 }, () => stored.slots[0]!) };
    expect(toValues(long).slots.some((slot) => slot.open)).toBe(false);
    expect(emptySlot().open).toBe(true);
  });

  it('never sends the open flag', () => {
    expect(toInput(toValues(stored)).slots?.[0]).not.toHaveProperty('open');
  });
});

describe('slotSummary', () => {
  it('sums up a slot in one line', () => {
    expect(slotSummary(toValues(stored).slots[0])).toBe('09:30–09:55 · Welcome · Janson · 2 speakers');
    expect(slotSummary(emptySlot())).toBe('--:--–--:-- · No topic yet');
    expect(inGerman(() => slotSummary(toValues(stored).slots[0]))).toBe('09:30–09:55 · Welcome · Janson · 2 Referenten');
    expect(inGerman(() => slotSummary(emptySlot()))).toBe('--:--–--:-- · Noch kein Thema');
  });
});

describe('slotProblems', () => {
  it('finds missing topics and times and an end before the start, in every slot', () => {
    const slots = [
      { ...emptySlot(), topic: 'Fine', start_time: parseTime('09:00'), end_time: parseTime('10:00') },
      { ...emptySlot(), topic: ' ', start_time: parseTime('11:00'), end_time: parseTime('10:00') },
      { ...emptySlot(), topic: 'No times' },
    ];
    expect(slotProblems(slots)).toEqual([
      { name: ['slots', 1, 'topic'], errors: ['Give the slot a topic'] },
      { name: ['slots', 1, 'end_time'], errors: ['The slot must end after it starts'] },
      { name: ['slots', 2, 'start_time'], errors: ['Give a start time'] },
      { name: ['slots', 2, 'end_time'], errors: ['Give an end time'] },
    ]);
  });
});

describe('errorSlotIndexes', () => {
  it('reads the slot index of server error keys', () => {
    expect(errorSlotIndexes({ 'slots.2.end_time': 'x', 'slots.2.topic': 'y', 'slots.10': 'z', program_title: 'w', slotsx: 'v' })).toEqual([2, 10]);
  });
});
