import { useMemo } from 'react';
import { useSettings } from '../../../app/useSettings';
import { adminIntlLocale } from '../../../app/i18n';
import { useEvent } from '../../events/queries';
import { useCan } from '../../../app/permissions';
import { eventFacts, type EventFacts } from '../blocks/shared/previewValues';

/**
 * The facts of the event an event template is designed with ('Edit Template Design'), worded in
 * the admin's locale and the site's currency, for the canvas's event blocks. Undefined without an
 * event, while it loads and when it cannot be loaded: the blocks then show the sample event. A role
 * that designs templates without etn_manage_event (which reading an event needs) is not sent asking.
 */
export function usePreviewEventFacts(eventId: number | undefined): EventFacts | undefined {
  const settings = useSettings();
  const readsEvents = useCan('etn_manage_event');
  const { data: event } = useEvent(readsEvents ? (eventId ?? 0) : 0);
  const locale = adminIntlLocale(settings.locale);
  return useMemo(() => (event ? eventFacts(event, { locale, currency: settings.currency }) : undefined), [event, locale, settings.currency]);
}
