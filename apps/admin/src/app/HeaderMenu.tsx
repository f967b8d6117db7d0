import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { Button } from 'antd';
import { hasCapability, type Capability } from '@eventory/core';
import './header.css';
import { headerButton, useListReturn } from './headerButton';
import { usePermissions } from './permissions';
import { useSettings } from './useSettings';

interface Entry {
  label: string;
  path: string;
  capability: Capability;
}

interface Group {
  key: string;
  label: string;
  entries: Entry[];
}

/** The header's groups (SPEC §2); each entry only with its capability. */
const GROUPS: Group[] = [
  {
    key: 'events-group',
    label: 'Events',
    entries: [
      { label: 'Events', path: '/events', capability: 'etn_manage_event' },
      { label: 'Event Categories', path: '/categories', capability: 'etn_manage_event' },
      { label: 'Event Tags', path: '/tags', capability: 'etn_manage_event' },
    ],
  },
  {
    key: 'speakers-group',
    label: 'Speakers',
    entries: [
      { label: 'Speakers', path: '/speakers', capability: 'etn_manage_organizer' },
      { label: 'Speakers Group', path: '/group', capability: 'etn_manage_organizer' },
    ],
  },
  {
    key: 'schedules-group',
    label: 'Schedules',
    entries: [{ label: 'Schedules', path: '/schedules', capability: 'etn_manage_schedule' }],
  },
  {
    key: 'templates-group',
    label: 'Templates',
    entries: [{ label: 'Templates', path: '/template-builder', capability: 'etn_manage_template' }],
  },
  {
    key: 'shortcodes-group',
    label: 'Shortcodes',
    entries: [{ label: 'Shortcodes', path: '/shortcodes', capability: 'etn_manage_shortcode' }],
  },
];

/**
 * The top header menu: each group's entries the user may use (SPEC §2), as plain links so the
 * first screen does not wait for a menu component, and the right-side button (Go Back / Add New /
 * RSVP Reminder).
 */
export function HeaderMenu() {
  const permissions = usePermissions();
  const settings = useSettings();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const listReturn = useListReturn();
  const groups = GROUPS.map((group) => ({ ...group, entries: group.entries.filter((e) => hasCapability(permissions, e.capability)) })).filter(
    (g) => g.entries.length > 0,
  );
  const button = headerButton(pathname, settings.disable_category_and_tags);
  return (
    <header className="eventory-header">
      <nav aria-label="Eventory menu" className="eventory-header-nav">
        {groups.map((group) => (
          <div key={group.key} role="group" aria-label={group.label} className="eventory-header-group">
            {group.entries.map((entry) => (
              <NavLink key={entry.path} to={entry.path} className="eventory-header-link">
                {entry.label}
              </NavLink>
            ))}
          </div>
        ))}
      </nav>
      {button?.kind === 'back' && <Button onClick={() => navigate(listReturn(button.to))}>Go Back</Button>}
      {button?.kind === 'add' && (
        <Button type="primary" onClick={() => navigate(button.to)}>
          {button.label}
        </Button>
      )}
    </header>
  );
}
