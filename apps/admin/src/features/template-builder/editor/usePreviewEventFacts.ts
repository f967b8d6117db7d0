import { useMemo } from 'react';
import { useSettings } from '../../../app/useSettings';
import { adminIntlLocale } from '../../../app/i18n';
import { useEvent } from '../../events/queries';
import { useCan } from '../../../app/permissions';
import { eventFacts, sampleEventFacts } from '../blocks/shared/previewValues';
import type { EditorEvent } from '../blocks/shared/editorEvent';

/**
 * The event the canvas's event blocks show, worded in the admin's locale and the site's currency:
 * the one an event template is designed with ('Edit Template Design', `live`), else, without an
 * event, while it loads and when it cannot be loaded, the sample event the Preview shows too. A role
 * that designs templates without etn_manage_event (which reading an event needs) is not sent asking.
 */
export function usePreviewEventFacts(eventId: number | undefined): EditorEvent {
  const settings = useSettings();
  const readsEvents = useCan('etn_manage_event');
  const { data: event } = useEvent(readsEvents ? (eventId ?? 0) : 0);
  const locale = adminIntlLocale(settings.locale);
  return useMemo(
    () => (event ? { facts: eventFacts(event, { locale, currency: settings.currency }), live: true } : { facts: sampleEventFacts({ locale, currency: settings.currency }), live: false }),
    [event, locale, settings.currency],
  );
}
