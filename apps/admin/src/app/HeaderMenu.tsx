import { useLocation, useNavigate } from 'react-router-dom';
import { Button, Menu, type MenuProps } from 'antd';
import { hasCapability, type Capability } from '@eventory/core';
import { headerButton } from './headerButton';
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
];

/** The top header menu with the right-side button (Go Back / Add New / RSVP Reminder). */
export function HeaderMenu() {
  const permissions = usePermissions();
  const settings = useSettings();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items: MenuProps['items'] = GROUPS.map((group) => ({
    key: group.key,
    label: group.label,
    children: group.entries.filter((e) => hasCapability(permissions, e.capability)).map((e) => ({ key: e.path, label: e.label })),
  })).filter((g) => g.children.length > 0);
  const selected = `/${pathname.split('/')[1] ?? ''}`;
  const button = headerButton(pathname, settings.disable_category_and_tags);
  return (
    <header style={{ display: 'flex', alignItems: 'center', background: '#fff', padding: '0 24px', borderBottom: '1px solid #f0f0f0' }}>
      <Menu
        mode="horizontal"
        items={items}
        selectedKeys={[selected]}
        onClick={({ key }) => navigate(key)}
        style={{ flex: 1, minWidth: 0, borderBottom: 0 }}
        aria-label="Eventory menu"
      />
      {button?.kind === 'back' && <Button onClick={() => navigate(-1)}>Go Back</Button>}
      {button?.kind === 'add' && (
        <Button type="primary" onClick={() => navigate(button.to)}>
          {button.label}
        </Button>
      )}
    </header>
  );
}
