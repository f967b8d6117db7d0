import { i18n } from '@lingui/core';
import { useNavigate } from 'react-router-dom';
import { EditOutlined, MoreOutlined, ScanOutlined } from '@ant-design/icons';
import type { EventItem } from '@eventory/core';
import { ActionMenu } from '../../../shared/ActionMenu';
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
 * The More menu of a row (SPEC §2 "More menu"), opened by click or keyboard; the focus comes back
 * to its button after a choice or Escape ({@link ActionMenu}).
 */
function MoreMenu({ event, access, onAction }: RowActionProps & { event: EventItem }) {
  const items = moreMenuItems(event, access);
  const actions = Object.fromEntries(items.map((item) => [item.key, () => onAction(item.key, event)]));
  return <ActionMenu items={items} actions={actions} trigger={(ref) => <TooltipButton ref={ref} title={i18n._('More actions')} icon={<MoreOutlined />} />} />;
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
