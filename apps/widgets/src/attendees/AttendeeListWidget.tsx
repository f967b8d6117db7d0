import { useWidgetLanguage } from '../language.js';
import { EmptyNote, Widget } from '../Widget.js';

/** One attendee as the Attendee List shows them: the name, and the email only when allowed. */
export interface PublicAttendee {
  id: number;
  name: string;
  email?: string;
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** Attendee List (`etn_pro_attendee_list`): an event's attendees, avatars (initials) as asked. */
export function AttendeeListWidget({ eventTitle, attendees, showAvatar, title }: { eventTitle: string | null; attendees: PublicAttendee[]; showAvatar: boolean; title: string }) {
  const { i18n } = useWidgetLanguage();
  return (
    <Widget title={title} className="ew-attendee-list">
      {eventTitle === null ? (
        <EmptyNote>{i18n._('This event is not published.')}</EmptyNote>
      ) : (
        <>
          <h2 className="ew-heading">{i18n._('Attending {title} ({count})', { title: eventTitle, count: attendees.length })}</h2>
          {attendees.length === 0 ? (
            <EmptyNote>{i18n._('No attendees yet.')}</EmptyNote>
          ) : (
            <ul className="ew-attendees-list">
              {attendees.map((a) => (
                <li key={a.id} className="ew-attendee">
                  {showAvatar && (
                    <span className="ew-photo ew-photo--initials ew-avatar" aria-hidden="true">
                      {initialsOf(a.name)}
                    </span>
                  )}
                  <span className="ew-person-body">
                    <strong>{a.name}</strong>
                    {a.email && <a href={`mailto:${a.email}`}>{a.email}</a>}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Widget>
  );
}
