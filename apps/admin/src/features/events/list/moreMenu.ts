import { effectiveTemplateId, type EventItem } from '@eventory/core';

/** What the current user may reach from the More menu (SPEC §2, §6). */
export interface MenuAccess {
  /** etn_manage_event */
  manageEvent: boolean;
  /** etn_manage_order */
  manageOrder: boolean;
  /** etn_manage_attendee */
  manageAttendee: boolean;
  /** etn_manage_qr_scan */
  qrScan: boolean;
  /** The global setting modules.rsvp is 'on'. */
  rsvpModule: boolean;
  /** The site-wide default certificate template of Settings (null: none). */
  defaultCertificateTemplate: number | null;
}

export type MoreActionKey =
  | 'preview'
  | 'bookings'
  | 'rsvp-report'
  | 'attendees'
  | 'clone'
  | 'delete'
  | 'purchase-report'
  | 'scan-ticket'
  | 'send-certificate'
  | 'get-script';

/** One item of the menu (a type alias, so antd's menu accepts it as is). */
export type MoreMenuItem = {
  key: MoreActionKey;
  label: string;
  danger?: boolean;
  disabled?: boolean;
};

/**
 * The More menu of one event row (SPEC §2), in its order: Preview, Bookings, RSVP Report,
 * Attendee list, Clone, Delete, then the extension items Purchase Report, Scan Ticket,
 * Send Certificate and Get Script, each only when the user and the event allow it.
 */
export function moreMenuItems(event: Pick<EventItem, 'link' | 'certificate_template'>, access: MenuAccess): MoreMenuItem[] {
  const items: (MoreMenuItem | false)[] = [
    { key: 'preview', label: 'Preview', disabled: !event.link },
    access.manageOrder && { key: 'bookings', label: 'Bookings' },
    access.manageEvent && access.rsvpModule && { key: 'rsvp-report', label: 'RSVP Report' },
    access.manageAttendee && { key: 'attendees', label: 'Attendee list' },
    { key: 'clone', label: 'Clone' },
    { key: 'delete', label: 'Delete', danger: true },
    access.manageOrder && { key: 'purchase-report', label: 'Purchase Report' },
    access.qrScan && { key: 'scan-ticket', label: 'Scan Ticket' },
    // The send mails attendees: the server asks etn_manage_attendee and a certificate template,
    // the event's own or the site's default (issue #10 §6).
    access.manageAttendee && effectiveTemplateId(event, { default_certificate_template: access.defaultCertificateTemplate }, 'certificate') !== null && { key: 'send-certificate', label: 'Send Certificate' },
    { key: 'get-script', label: 'Get Script' },
  ];
  return items.filter((item): item is MoreMenuItem => item !== false);
}
