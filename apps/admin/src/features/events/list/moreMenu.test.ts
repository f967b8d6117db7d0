import { describe, expect, it } from 'vitest';
import { moreMenuItems, type MenuAccess } from './moreMenu';

const everything: MenuAccess = { manageEvent: true, manageOrder: true, manageAttendee: true, qrScan: true, manageShortcode: true, rsvpModule: true, defaultCertificateTemplate: null };
const nothing: MenuAccess = { manageEvent: false, manageOrder: false, manageAttendee: false, qrScan: false, manageShortcode: false, rsvpModule: false, defaultCertificateTemplate: null };
const event: { link: string; certificate_template: number | null } = { link: 'https://site.test/event/a', certificate_template: 3 };
const keys = (access: MenuAccess, e = event) => moreMenuItems(e, access).map((item) => item.key);

describe('moreMenuItems', () => {
  it('lists every item in SPEC order for a user allowed everything', () => {
    expect(moreMenuItems(event, everything).map((item) => item.label)).toEqual([
      'Preview',
      'Bookings',
      'RSVP Report',
      'Attendee list',
      'Clone',
      'Delete',
      'Purchase Report',
      'Scan Ticket',
      'Send Certificate',
      'Get Script',
    ]);
  });

  it('keeps only the items that need no capability', () => {
    expect(keys(nothing)).toEqual(['preview', 'clone', 'delete']);
  });

  it('offers Get Script only with etn_manage_shortcode, which saving its script needs (organiser walk: an author got a refusal)', () => {
    expect(keys({ ...everything, manageShortcode: false })).not.toContain('get-script');
  });

  it('shows RSVP Report only with etn_manage_event and the RSVP module on', () => {
    expect(keys({ ...everything, rsvpModule: false })).not.toContain('rsvp-report');
    expect(keys({ ...everything, manageEvent: false })).not.toContain('rsvp-report');
  });

  it('ties Bookings and Purchase Report to etn_manage_order, Scan Ticket to etn_manage_qr_scan', () => {
    const withoutOrder = keys({ ...everything, manageOrder: false });
    expect(withoutOrder).not.toContain('bookings');
    expect(withoutOrder).not.toContain('purchase-report');
    expect(keys({ ...everything, qrScan: false })).not.toContain('scan-ticket');
    expect(keys({ ...everything, manageAttendee: false })).not.toContain('attendees');
  });

  it('offers Send Certificate only for an event with a certificate template (its own or the default), with etn_manage_attendee', () => {
    expect(keys(everything, { ...event, certificate_template: null })).not.toContain('send-certificate');
    expect(keys({ ...everything, defaultCertificateTemplate: 7 }, { ...event, certificate_template: null })).toContain('send-certificate');
    expect(keys({ ...everything, manageAttendee: false })).not.toContain('send-certificate');
  });

  it('disables Preview without a link and marks Delete as dangerous', () => {
    const items = moreMenuItems({ ...event, link: '' }, everything);
    expect(items.find((item) => item.key === 'preview')?.disabled).toBe(true);
    expect(items.find((item) => item.key === 'delete')?.danger).toBe(true);
  });
});
