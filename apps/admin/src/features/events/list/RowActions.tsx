import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Dropdown, Space } from 'antd';
import type { EventItem } from '@eventory/core';
import { bootstrap } from '../../../bootstrap';
import { editorPath, scannerUrl } from './eventDisplay';
import { moreMenuItems, type MenuAccess, type MoreActionKey } from './moreMenu';

export interface RowActionProps {
  access: MenuAccess;
  onAction: (key: MoreActionKey, event: EventItem) => void;
}

/**
 * The More dropdown of a row (SPEC §2 "More menu"), opened by click or keyboard. Choosing an item
 * puts focus back on the More button first (the key's default action is cancelled, so Enter does
 * not press that button too), so a dialog the item opens returns focus there.
 */
function MoreMenu({ event, access, onAction }: RowActionProps & { event: EventItem }) {
  const items = moreMenuItems(event, access);
  const button = useRef<HTMLButtonElement | HTMLAnchorElement>(null);
  return (
    <Dropdown
      trigger={['click']}
      autoFocus
      menu={{
        items,
        onClick: ({ key, domEvent }) => {
          const item = items.find((candidate) => candidate.key === key);
          if (!item) return;
          domEvent.preventDefault();
          button.current?.focus();
          onAction(item.key, event);
        },
      }}
    >
      <Button ref={button} aria-label="More actions">
        More
      </Button>
    </Dropdown>
  );
}

/** The Action column (SPEC §2): edit, scan ticket (with etn_manage_qr_scan) and the More menu. */
export function RowActions({ event, access, onAction }: RowActionProps & { event: EventItem }) {
  const navigate = useNavigate();
  return (
    <Space size="small">
      <Button aria-label="Edit event" onClick={() => navigate(editorPath(event.id))}>
        Edit
      </Button>
      {access.qrScan && (
        <Button aria-label="Scan ticket" href={scannerUrl(bootstrap.adminUrl, event.id)}>
          Scan
        </Button>
      )}
      <MoreMenu event={event} access={access} onAction={onAction} />
    </Space>
  );
}
