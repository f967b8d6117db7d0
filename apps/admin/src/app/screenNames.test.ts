import { describe, expect, it } from 'vitest';
import { screenTitle } from './screenNames';

describe('screenTitle (issue #9 §3: the browser tab names the screen)', () => {
  it('names list, form and per-event screens', () => {
    expect(screenTitle('/events')).toBe('Events ‹ Eventory');
    expect(screenTitle('/events/create/12/tickets')).toBe('Edit event ‹ Eventory');
    expect(screenTitle('/purchase-report/booking/7')).toBe('Booking #7 ‹ Eventory');
    expect(screenTitle('/purchase-report/3')).toBe('Bookings ‹ Eventory');
    expect(screenTitle('/rsvp-report/create')).toBe('RSVP invitations ‹ Eventory');
    expect(screenTitle('/rsvp-report/3')).toBe('RSVP responses ‹ Eventory');
    expect(screenTitle('/template-builder')).toBe('Templates ‹ Eventory');
    expect(screenTitle('/template-builder/4')).toBe('Template builder ‹ Eventory');
  });

  it('falls back to the application name for an unknown route', () => {
    expect(screenTitle('/nowhere')).toBe('Eventory');
  });
});
