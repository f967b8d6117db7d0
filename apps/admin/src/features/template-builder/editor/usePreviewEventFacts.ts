import { useMemo } from 'react';
import { useSettings } from '../../../app/useSettings';
import { adminIntlLocale } from '../../../app/i18n';
import { useEvent } from '../../events/queries';
import { eventFacts, type EventFacts } from '../blocks/shared/previewValues';

/**
 * The facts of the event an event template is designed with ('Edit Template Design'), worded in
 * the admin's locale and the site's currency, for the canvas's event blocks. Undefined without an
 * event, while it loads and when it cannot be loaded: the blocks then show the sample event.
 */
export function usePreviewEventFacts(eventId: number | undefined): EventFacts | undefined {
  const settings = useSettings();
  const { data: event } = useEvent(eventId ?? 0);
  const locale = adminIntlLocale(settings.locale);
  return useMemo(() => (event ? eventFacts(event, { locale, currency: settings.currency }) : undefined), [event, locale, settings.currency]);
}
