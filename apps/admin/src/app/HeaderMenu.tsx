import { i18n } from '@lingui/core';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { Button } from 'antd';
import { canAccessRoute, type MessageDescriptor } from '@eventory/core';
import './header.css';
import { headerButton, useListReturn } from './headerButton';
import { usePermissions } from './permissions';
import { useSettings } from './useSettings';

interface Entry {
  label: MessageDescriptor;
  path: string;
}

interface Group {
  key: string;
  label: MessageDescriptor;
  entries: Entry[];
}

/** The header's groups (SPEC §2); each entry only where the route rule lets the user open it (core's canAccessRoute). */
const GROUPS: Group[] = [
  {
    key: 'events-group',
    label: /*i18n*/ { id: 'Events' },
    entries: [
      { label: /*i18n*/ { id: 'Events' }, path: '/events' },
      { label: /*i18n*/ { id: 'Event Categories' }, path: '/categories' },
      { label: /*i18n*/ { id: 'Event Tags' }, path: '/tags' },
    ],
  },
  {
    key: 'speakers-group',
    label: /*i18n*/ { id: 'Speakers' },
    entries: [
      { label: /*i18n*/ { id: 'Speakers' }, path: '/speakers' },
      { label: /*i18n*/ { id: 'Speakers Group' }, path: '/group' },
    ],
  },
  {
    key: 'schedules-group',
    label: /*i18n*/ { id: 'Schedules' },
    entries: [{ label: /*i18n*/ { id: 'Schedules' }, path: '/schedules' }],
  },
  {
    key: 'templates-group',
    label: /*i18n*/ { id: 'Templates' },
    entries: [{ label: /*i18n*/ { id: 'Templates' }, path: '/template-builder' }],
  },
  {
    key: 'shortcodes-group',
    label: /*i18n*/ { id: 'Shortcodes' },
    entries: [{ label: /*i18n*/ { id: 'Shortcodes' }, path: '/shortcodes' }],
  },
];

/**
 * The top header menu: each group's entries the user may use (SPEC §2), as plain links so the
 * first screen does not wait for a menu component, and the right-side button (Go Back / Add New /
 * RSVP Reminder); nothing when the user may use none of them and the screen has no button.
 */
export function HeaderMenu() {
  const permissions = usePermissions();
  const settings = useSettings();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const listReturn = useListReturn();
  const groups = GROUPS.map((group) => ({ ...group, entries: group.entries.filter((e) => canAccessRoute(e.path, permissions)) })).filter(
    (g) => g.entries.length > 0,
  );
  const section = headerButton(pathname, settings.disable_category_and_tags);
  // Only a button to a screen the user may open (walk of 30 Nov 2026: door staff had 'Add New' on
  // the Access Denied of #/events and #/users).
  const button = section && canAccessRoute(section.to, permissions) ? section : null;
  // A role with none of these screens (door staff: the scanner only) gets no empty bar (walk B).
  if (groups.length === 0 && !button) return null;
  return (
    <header className="eventory-header">
      <nav aria-label={i18n._('Eventory menu')} className="eventory-header-nav">
        {groups.map((group) => (
          <div key={group.key} role="group" aria-label={i18n._(group.label)} className="eventory-header-group">
            {group.entries.map((entry) => (
              <NavLink key={entry.path} to={entry.path} className="eventory-header-link">
                {i18n._(entry.label)}
              </NavLink>
            ))}
          </div>
        ))}
      </nav>
      {button?.kind === 'back' && <Button onClick={() => navigate(listReturn(button.to))}>{i18n._('Go Back')}</Button>}
      {button?.kind === 'add' && (
        <Button type="primary" onClick={() => navigate(button.to)}>
          {button.label === 'RSVP Reminder' ? i18n._('RSVP Reminder') : i18n._('Add New')}
        </Button>
      )}
    </header>
  );
}
