import { describe, expect, it } from 'vitest';
import type { Attendee } from '@eventory/core';
import { duplicateLabel, resendBlocker, toAttendeeUpdate, toAttendeeValues } from './attendeeFields';

describe('the attendee form', () => {
  it('edits the extra fields as rows, in their order', () => {
    const attendee = { name: 'Ada', email: 'ada@example.com', phone: '', ticket_status: 'unused', extra_fields: { Company: 'ACME', Diet: 'Vegan' } } as unknown as Attendee;
    expect(toAttendeeValues(attendee).extra_fields).toEqual([
      { key: 'Company', value: 'ACME' },
      { key: 'Diet', value: 'Vegan' },
    ]);
  });

  it('saves trimmed text and drops rows without a label', () => {
    expect(
      toAttendeeUpdate({
        name: ' Ada King ',
        email: ' ada@example.com ',
        phone: ' +44 1 ',
        ticket_status: 'used',
        extra_fields: [
          { key: ' Company ', value: ' ACME ' },
          { key: '  ', value: '' },
        ],
      }),
    ).toEqual({ name: 'Ada King', email: 'ada@example.com', phone: '+44 1', ticket_status: 'used', extra_fields: { Company: 'ACME' } });
  });

  it('finds a label used twice, ignoring case and spaces', () => {
    expect(duplicateLabel([{ key: 'Company' }, { key: 'Diet' }])).toBeNull();
    expect(duplicateLabel([{ key: 'Company' }, { key: ' company ' }])).toBe('company');
    expect(duplicateLabel([{ key: '' }, {}, { key: '' }])).toBeNull();
  });
});

describe('resending a ticket', () => {
  it('needs an email address and a ticket that was not refunded or cancelled', () => {
    expect(resendBlocker({ email: 'ada@example.com', payment_status: 'completed' })).toBeNull();
    expect(resendBlocker({ email: 'ada@example.com', payment_status: 'pending' })).toBeNull();
    expect(resendBlocker({ email: '', payment_status: 'completed' })).toBe('This attendee has no email address');
    expect(resendBlocker({ email: 'ada@example.com', payment_status: 'refunded' })).toBe('This ticket was refunded');
    expect(resendBlocker({ email: 'ada@example.com', payment_status: 'failed' })).toBe('This ticket was cancelled');
  });
});
