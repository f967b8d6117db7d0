import { i18n } from '@lingui/core';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Dropdown } from 'antd';
import { EditOutlined, MoreOutlined, ScanOutlined } from '@ant-design/icons';
import type { EventItem } from '@eventory/core';
import { TooltipButton } from '../../../shared/TooltipButton';
import { useWideScreen } from '../../../shared/useWideScreen';
import { bootstrap } from '../../../bootstrap';
import { editorPath, scannerUrl } from './eventDisplay';
import { moreMenuItems, type MenuAccess, type MoreActionKey } from './moreMenu';
import './eventRows.css';

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
      <TooltipButton ref={button} title={i18n._('More actions')} icon={<MoreOutlined />} />
    </Dropdown>
  );
}

/**
 * The Action column (SPEC §2): edit, scan ticket (with etn_manage_qr_scan) and the More menu, as
 * icon buttons named by their aria-label and a tooltip (mounted on the first hover: TooltipButton),
 * so the column fits beside the others at 1440 px; on a phone (below md) they stack, so the row
 * fits its width (issue #9 §1, §3).
 */
export function RowActions({ event, access, onAction }: RowActionProps & { event: EventItem }) {
  const navigate = useNavigate();
  const narrow = !useWideScreen();
  return (
    <div className={narrow ? 'eventory-row-actions eventory-row-actions-stacked' : 'eventory-row-actions'}>
      <TooltipButton title={i18n._('Edit event')} icon={<EditOutlined />} onClick={() => navigate(editorPath(event.id))} />
      {access.qrScan && <TooltipButton title={i18n._('Scan ticket')} icon={<ScanOutlined />} href={scannerUrl(bootstrap.adminUrl, event.id)} />}
      <MoreMenu event={event} access={access} onAction={onAction} />
    </div>
  );
}
