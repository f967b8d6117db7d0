import { useEffect, useState } from 'react';
import { Alert, App, Button, Input, Modal, Spin, Typography } from 'antd';
import type { EventItem } from '@eventory/core';
import { scriptTag } from '../../../api/shortcodes';
import { bootstrap } from '../../../bootstrap';
import { useCreateScript } from '../../shortcodes/queries';
import { copyText } from '../../../shared/copyText';
import { ticketFormShortcode } from './eventDisplay';

/**
 * The Get Script dialog (SPEC §2 "More menu"): opening it saves a script record for the event's
 * ticket form (`[etn_pro_ticket_form id=N]`, `POST /api/v2/shortcodes/script`, listed on the
 * Shortcodes page) and shows its script tag, read-only, with a Copy button ('Copied Successfully!'
 * / 'Failed to copy'). Open while `event` is set; the last event stays shown while it closes.
 */
export function GetScriptModal({ event, onClose }: { event: EventItem | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [shown, setShown] = useState(event);
  const create = useCreateScript();
  const { mutate, reset } = create;
  if (event && event !== shown) setShown(event);
  useEffect(() => {
    if (!event) return;
    reset();
    mutate({ post_name: `${event.title} tickets`, shortcode: ticketFormShortcode(event.id) });
  }, [event, mutate, reset]);
  const snippet = create.data ? scriptTag(bootstrap.siteUrl, create.data.id) : '';
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
        <Button key="copy" type="primary" disabled={!snippet} onClick={() => void copy()}>
          Copy
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        Paste this script into a page to show the ticket form of {shown ? `“${shown.title}”` : 'the event'}. The script works only on a registered domain.
      </Typography.Paragraph>
      {create.isPending && <Spin aria-label="Creating the script" />}
      {create.isError && <Alert type="error" showIcon message={`Couldn't create the script: ${create.error.message}`} />}
      {snippet && <Input.TextArea value={snippet} readOnly autoSize aria-label="Event script" onFocus={(e) => e.currentTarget.select()} />}
    </Modal>
  );
}
