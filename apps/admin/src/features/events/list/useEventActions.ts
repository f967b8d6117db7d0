import { i18n } from '@lingui/core';
import { useNavigate } from 'react-router-dom';
import { App } from 'antd';
import type { EventItem } from '@eventory/core';
import { ApiError } from '../../../api/client';
import { useCan } from '../../../app/permissions';
import { useSettings } from '../../../app/useSettings';
import { bootstrap } from '../../../bootstrap';
import { DELETE_BUTTON } from '../../../shared/confirmedAction';
import { useConfirmedAction } from '../../../shared/useConfirmedAction';
import { useBulkDeleteEvents, useCloneEvent, useDeleteEvent } from '../queries';
import { scannerUrl } from './eventDisplay';
import type { MenuAccess, MoreActionKey } from './moreMenu';

/** What the current user may do from an event row (SPEC §2, §6). */
export function useMenuAccess(): MenuAccess {
  const settings = useSettings();
  return {
    manageEvent: useCan('etn_manage_event'),
    manageOrder: useCan('etn_manage_order'),
    manageAttendee: useCan('etn_manage_attendee'),
    qrScan: useCan('etn_manage_qr_scan'),
    manageShortcode: useCan('etn_manage_shortcode'),
    rsvpModule: settings.modules.rsvp === 'on',
    defaultCertificateTemplate: settings.default_certificate_template ?? null,
  };
}

interface Callbacks {
  /** After events were deleted, with their ids. */
  onDeleted: (ids: number[]) => void;
  /** Get Script was chosen for an event. */
  onGetScript: (event: EventItem) => void;
  /** Send Certificate was chosen for an event. */
  onSendCertificate: (event: EventItem) => void;
}

/**
 * What deleting a recurring event also deletes, said under the SPEC's question (walk of 30 Nov
 * 2026: a series' parent went with its occurrences without a word); undefined for any other event.
 */
function seriesDeletion(event: EventItem): string | undefined {
  if (event.recurring_enabled !== 'yes') return undefined;
  if (event.occurrence_count === undefined) return i18n._('It is a recurring event: its occurrences are deleted with it.');
  return i18n._('It is a recurring event: its {count} occurrences are deleted with it.', { count: event.occurrence_count });
}

/**
 * The event list's actions: `run` performs a More-menu item on an event (confirming clone and
 * delete first), `removeMany` confirms and deletes several events. Results are announced with the
 * SPEC §8 messages; the mutations refresh the lists.
 */
export function useEventActions({ onDeleted, onGetScript, onSendCertificate }: Callbacks) {
  const { notification } = App.useApp();
  const confirm = useConfirmedAction();
  const navigate = useNavigate();
  const remove = useDeleteEvent();
  const removeBulk = useBulkDeleteEvents();
  const clone = useCloneEvent();

  const confirmDelete = (title: string, ids: number[], call: () => Promise<unknown>, content?: string) =>
    confirm({
      ...DELETE_BUTTON,
      title,
      content,
      run: call,
      success: i18n._('Successfully deleted the event!'),
      failure: i18n._('Failed to delete the event!'),
      onDone: () => onDeleted(ids),
      // The server refuses events that still have bookings: say why, so the organiser knows what to do.
      onFailed: (error) => {
        if (error instanceof ApiError && error.code === 'event_has_bookings') notification.warning({ title: i18n._('Refund the bookings first'), description: error.message });
      },
    });

  const confirmClone = (event: EventItem) =>
    confirm({
      title: i18n._('Are you sure you want to clone this event?'),
      content: event.title,
      okText: i18n._('Clone'),
      run: () => clone.mutateAsync(event.id),
      success: i18n._('Successfully cloned the event!'),
      failure: i18n._('Failed to clone the event!'),
    });

  const run = (key: MoreActionKey, event: EventItem): void => {
    switch (key) {
      case 'preview':
        window.open(event.link, '_blank', 'noopener,noreferrer');
        return;
      case 'bookings':
      case 'purchase-report':
        navigate(`/purchase-report/${event.id}`);
        return;
      case 'rsvp-report':
        navigate(`/rsvp-report/${event.id}`);
        return;
      case 'attendees':
        navigate(`/attendees/event/${event.id}`);
        return;
      case 'clone':
        confirmClone(event);
        return;
      case 'delete':
        confirmDelete(i18n._('Are you sure you want to delete this event?'), [event.id], () => remove.mutateAsync(event.id), seriesDeletion(event));
        return;
      case 'scan-ticket':
        window.location.assign(scannerUrl(bootstrap.adminUrl, event.id));
        return;
      case 'send-certificate':
        onSendCertificate(event);
        return;
      case 'get-script':
        onGetScript(event);
        return;
    }
  };

  const removeMany = (ids: number[]) =>
    confirmDelete(ids.length === 1 ? i18n._('Are you sure you want to delete this event?') : i18n._('Are you sure you want to delete these {count} events?', { count: ids.length }), ids, () => removeBulk.mutateAsync(ids));

  return { run, removeMany };
}
