import { useState } from 'react';
import { App, Button, Input, Modal, Typography } from 'antd';
import type { EventItem } from '@eventory/core';
import { bootstrap } from '../../../bootstrap';
import { copyText } from './copyText';
import { scriptSnippet } from './eventDisplay';

/**
 * The Get Script dialog (SPEC §2 "More menu"): the event's embed script tag, read-only, with a
 * Copy button ('Copied Successfully!' / 'Failed to copy'). Open while `event` is set; the
 * last event stays shown while the dialog closes.
 */
export function GetScriptModal({ event, onClose }: { event: EventItem | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [shown, setShown] = useState(event);
  if (event && event !== shown) setShown(event);
  const snippet = shown ? scriptSnippet(bootstrap.siteUrl, shown.id) : '';
  const copy = () =>
    copyText(snippet).then(
      () => message.success('Copied Successfully!'),
      () => message.error('Failed to copy'),
    );
  return (
    <Modal
      open={event !== null}
      title="Get Script"
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          Done
        </Button>,
        <Button key="copy" type="primary" onClick={() => void copy()}>
          Copy
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        Paste this script into a page to show {shown ? `“${shown.title}”` : 'the event'}. The script works only on a registered domain.
      </Typography.Paragraph>
      <Input.TextArea value={snippet} readOnly autoSize aria-label="Event script" onFocus={(e) => e.currentTarget.select()} />
    </Modal>
  );
}
