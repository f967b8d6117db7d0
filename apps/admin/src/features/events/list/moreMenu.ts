import { i18n } from '@lingui/core';
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
  /** etn_manage_shortcode: Get Script saves a script record, which the server refuses without it. */
  manageShortcode: boolean;
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
    { key: 'preview', label: i18n._('Preview'), disabled: !event.link },
    access.manageOrder && { key: 'bookings', label: i18n._('Bookings') },
    access.manageEvent && access.rsvpModule && { key: 'rsvp-report', label: i18n._('RSVP Report') },
    access.manageAttendee && { key: 'attendees', label: i18n._('Attendee list') },
    { key: 'clone', label: i18n._('Clone') },
    { key: 'delete', label: i18n._('Delete'), danger: true },
    access.manageOrder && { key: 'purchase-report', label: i18n._('Purchase Report') },
    access.qrScan && { key: 'scan-ticket', label: i18n._('Scan Ticket') },
    // The send mails attendees: the server asks etn_manage_attendee and a certificate template,
    // the event's own or the site's default (issue #10 §6).
    access.manageAttendee && effectiveTemplateId(event, { default_certificate_template: access.defaultCertificateTemplate }, 'certificate') !== null && { key: 'send-certificate', label: i18n._('Send Certificate') },
    access.manageShortcode && { key: 'get-script', label: i18n._('Get Script') },
  ];
  return items.filter((item): item is MoreMenuItem => item !== false);
}
