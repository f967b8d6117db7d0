import { describe, expect, it } from 'vitest';
import { splitFieldErrors } from './fieldErrors';

describe('server field errors on editor forms', () => {
  const fields = ['title', 'ticket_variations.*.name', 'ticket_variations.*.capacity', 'recurrence.weekdays'];

  it('maps dotted keys with list indexes onto form name paths', () => {
    const split = splitFieldErrors({ title: 'Event title is required', 'ticket_variations.2.capacity': 'At least 4' }, fields);
    expect(split.marked).toEqual([
      { name: ['title'], errors: ['Event title is required'] },
      { name: ['ticket_variations', 2, 'capacity'], errors: ['At least 4'] },
    ]);
    expect(split.unmatched).toEqual([]);
  });

  it('puts a key deeper than any field on its nearest listed ancestor', () => {
    expect(splitFieldErrors({ 'recurrence.weekdays.1': 'Invalid option' }, fields).marked).toEqual([
      { name: ['recurrence', 'weekdays'], errors: ['Invalid option'] },
    ]);
  });

  it('returns errors of fields the form lacks as text', () => {
    const split = splitFieldErrors({ end_date: 'The event must end after it starts', _: 'Body is not valid' }, fields);
    expect(split.marked).toEqual([]);
    expect(split.unmatched).toEqual(['end_date: The event must end after it starts', 'Body is not valid']);
  });
});
