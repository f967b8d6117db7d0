import { describe, expect, it } from 'vitest';
import type { EventItem } from '@eventory/core';
import { changedSections, editorValues, eventPatch, sectionOfField } from './editorValues';

const event = {
  id: 7,
  title: 'Launch',
  description: 'Doors at six',
  categories: [1],
  tags: [],
  start_date: '2030-03-12',
  start_time: '18:00',
  end_date: '2030-03-12',
  end_time: '21:00',
  timezone: 'UTC',
  location: { type: 'offline', address: { address: 'Main hall' }, url: '' },
  ticket_variations: [{ slug: 'seat', name: 'Seat', price: 10, capacity: 50, sold: 3 }],
  recurring_enabled: 'no',
  recurrence: null,
  parent: 0,
  speakers: [4, 5],
  organizers: [],
  schedules: [],
  status: 'draft',
} as unknown as EventItem;

describe('the event editor form', () => {
  it('has no changes as loaded', () => {
    expect(changedSections(editorValues(event), event)).toEqual([]);
    expect(changedSections(undefined, event)).toEqual([]);
    expect(changedSections({}, event)).toEqual([]);
  });

  it('tells which sections changed, across sections, in sidebar order', () => {
    const values = editorValues(event) as Record<string, unknown>;
    values.status = 'publish';
    values.title = 'Launch party';
    values.ticket_variations = [...(values.ticket_variations as object[]), { name: 'VIP', price: 50, capacity: 10, unlimited: false, sold: 0 }];
    expect(changedSections(values, event)).toEqual(['basic', 'tickets', 'publish']);
  });

  it('counts a change that saves the same as no change', () => {
    const values = { ...editorValues(event), title: '  Launch ', location: { type: 'offline', address: { address: 'Main hall ' }, url: 'https://x.example' } };
    expect(changedSections(values, event)).toEqual([]);
  });

  it('builds one PUT body of the chosen sections only', () => {
    const values = { ...editorValues(event), title: ' Launch party ', speakers: [5] };
    expect(eventPatch(values, ['basic', 'speakers'])).toEqual({ title: 'Launch party', description: 'Doors at six', categories: [1], tags: [], speakers: [5], organizers: [] });
  });

  it('saves the chosen templates, and none as null (the site default)', () => {
    const values = { ...editorValues(event), ticket_template: 12, certificate_template: undefined };
    expect(changedSections(values, event)).toEqual(['templates']);
    expect(eventPatch(values, ['templates'])).toEqual({ landing_template: null, ticket_template: 12, certificate_template: null });
    expect(sectionOfField(['certificate_template'])).toBe('templates');
  });

  it('finds the section of a field', () => {
    expect(sectionOfField(['title'])).toBe('basic');
    expect(sectionOfField(['ticket_variations', 0, 'capacity'])).toBe('tickets');
    expect(sectionOfField(['recurrence', 'until'])).toBe('recurrence');
    expect(sectionOfField(['end_time'])).toBe('datetime');
    expect(sectionOfField(['location', 'url'])).toBe('location');
  });
});
