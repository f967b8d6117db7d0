import { i18n } from '@lingui/core';
import { useEffect, useState } from 'react';
import { Alert, Button, Modal, Spin, Typography } from 'antd';
import type { EventItem } from '@eventory/core';
import { scriptTag } from '../../../api/shortcodes';
import { bootstrap } from '../../../bootstrap';
import { useCreateScript } from '../../shortcodes/queries';
import { ScriptTagBox } from '../../shortcodes/ScriptTagBox';
import { ticketFormShortcode } from './eventDisplay';

/**
 * The Get Script dialog (SPEC §2 "More menu"): opening it saves a script record for the event's
 * ticket form (`[etn_pro_ticket_form id=N]`, `POST /api/v2/shortcodes/script`, listed on the
 * Shortcodes page) and shows its script tag, read-only, with a Copy button ('Copied Successfully!'
 * / 'Failed to copy') and where it works, in the admin's language. Open while `event` is set; the
 * last event stays shown while it closes.
 */
export function GetScriptModal({ event, onClose }: { event: EventItem | null; onClose: () => void }) {
  const [shown, setShown] = useState(event);
  const create = useCreateScript();
  const { mutate, reset } = create;
  if (event && event !== shown) setShown(event);
  useEffect(() => {
    if (!event) return;
    reset();
    mutate({ post_name: `${event.title} tickets`, shortcode: ticketFormShortcode(event.id) });
  }, [event, mutate, reset]);
  return (
    <Modal
      open={event !== null}
      title={i18n._('Get Script')}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {i18n._('Done')}
        </Button>
      }
    >
      <Typography.Paragraph>{i18n._('Paste this script into a page of your site to show the ticket form of “{event}”.', { event: shown?.title ?? '' })}</Typography.Paragraph>
      {create.isPending && <Spin aria-label={i18n._('Creating the script')} />}
      {create.isError && <Alert type="error" showIcon title={i18n._("Couldn't create the script: {reason}", { reason: create.error.message })} />}
      {create.data && <ScriptTagBox label={i18n._('Event script')} value={scriptTag(bootstrap.siteUrl, create.data.id)} />}
    </Modal>
  );
}
