import { i18n } from '@lingui/core';
import { Link } from 'react-router-dom';
import { Tag, Tooltip } from 'antd';
import { isLocationMalformed, type EventItem } from '@eventory/core';
import { LINK_COLOR } from '../../../app/theme';
import { useWideScreen } from '../../../shared/useWideScreen';
import { useSettings } from '../../../app/useSettings';
import { adminIntlLocale } from '../../../app/i18n';
import { editorPath, eventStartText, locationText, seriesText } from './eventDisplay';
import { EventStatusTag, SoldCell } from './EventFacts';
import './eventRows.css';

/** SPEC §2: the warning shown for an event whose location address is malformed. */
export const locationWarning = () => i18n._("There's a problem with this event's location. Kindly remove the location and save it again.");

/** A focusable warning sign whose tooltip (hover or focus) explains the location problem. */
function LocationWarning() {
  return (
    <Tooltip title={locationWarning()} trigger={['hover', 'focus']}>
      <span role="img" aria-label={locationWarning()} tabIndex={0} style={{ color: '#faad14', cursor: 'help' }}>
        ⚠
      </span>
    </Tooltip>
  );
}

/**
 * The Event column of the list (SPEC §2): the title linking to the editor, the location, the start
 * date and time (site locale) with the zone's offset, the recurrence badges and the malformed-location warning;
 * a recurring parent also shows its next occurrence and how many it has (issue #9 §1). Long titles
 * wrap. Below the md breakpoint, where the Sold and Status columns are hidden, it shows them too.
 * Plain boxes (eventRows.css), not antd's Flex and Typography: ten rows would hold dozens of them.
 */
export function EventCell({ event }: { event: EventItem }) {
  const location = locationText(event.location);
  const locale = adminIntlLocale(useSettings().locale);
  const narrow = !useWideScreen();
  return (
    <div className="eventory-event-cell" style={{ maxWidth: narrow ? 180 : 480 }}>
      <div className="eventory-event-line">
        <Link to={editorPath(event.id)} style={{ color: LINK_COLOR, fontWeight: 600 }}>
          {event.title}
        </Link>
        {isLocationMalformed(event.location) && <LocationWarning />}
        {event.parent !== 0 && <Tag color="purple">{i18n._('Recurrence')}</Tag>}
        {event.recurring_enabled === 'yes' && <Tag color="blue">{i18n._('Recurring Parent')}</Tag>}
      </div>
      {location && <span className="eventory-event-secondary">{location}</span>}
      <span className="eventory-event-secondary">{eventStartText(event, locale)}</span>
      {event.occurrence_count !== undefined && <span className="eventory-event-secondary">{seriesText(event, Date.now(), locale)}</span>}
      {narrow && (
        <div className="eventory-event-line">
          <EventStatusTag state={event.event_status} />
          <SoldCell event={event} />
        </div>
      )}
    </div>
  );
}
