import { i18n } from '@lingui/core';
import { useEffect, useRef, useState } from 'react';
import { Button, Flex, Modal, Spin } from 'antd';
import { DEVICE_NAMES } from './deviceNames';
import './templateBuilder.css';
import { SegmentedChoice } from '../../shared/SegmentedChoice';

/** Preview spinner before the frame shows (SPEC §4, §9), ms. */
export const PREVIEW_SPINNER_MS = 3000;

/** Preview viewport widths by device (SPEC §9): Desktop 100%, Tablet 768px, Mobile 375px. */
export const PREVIEW_WIDTHS = { Desktop: '100%', Tablet: '768px', Mobile: '375px' } as const;
export type PreviewDevice = keyof typeof PREVIEW_WIDTHS;

const DEVICES = Object.keys(PREVIEW_WIDTHS) as PreviewDevice[];

interface PreviewFrameModalProps {
  open: boolean;
  /** The modal's title, also the frame's accessible name. */
  title: string;
  /** The page the frame loads. */
  src: string;
  /** Fields posted to `src` instead of loading it (the template editor's unsaved canvas), as a form aimed at the frame. */
  post?: Record<string, string>;
  onClose: () => void;
}

/** The frame's name, the target of {@link PostedFields}' form. */
const FRAME_NAME = 'eventory-template-preview';

/** A hidden form that posts `fields` to `action` into the frame named `target` once it is shown. */
function PostedFields({ action, fields, target }: { action: string; fields: Record<string, string>; target: string }) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.submit(), [action, fields]);
  return (
    <form ref={form} method="post" action={action} target={target} hidden>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </form>
  );
}

/**
 * A preview modal (SPEC §2, §4): a spinner for 3000 ms, then the page in a frame, with a
 * Desktop / Tablet / Mobile switcher setting the frame's width (100%, 768px, 375px). Each opening
 * starts with the spinner again. With `post`, the frame shows what is posted (the editor's canvas,
 * saved or not), not the stored page. Its footer's Close button is where Tab goes after the frame's last
 * link: with nothing focusable after the frame, Tab left the dialog for the page underneath.
 */
export function PreviewFrameModal({ open, title, src, post, onClose }: PreviewFrameModalProps) {
  const [device, setDevice] = useState<PreviewDevice>('Desktop');
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!open) return;
    setReady(false);
    const timer = window.setTimeout(() => setReady(true), PREVIEW_SPINNER_MS);
    return () => window.clearTimeout(timer);
  }, [open, src]);

  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{i18n._('Close')}</Button>}
      width="min(1280px, 96vw)"
      destroyOnHidden
      centered
    >
      <Flex vertical gap={12}>
        <SegmentedChoice<PreviewDevice>
          aria-label={i18n._('Preview device')}
          options={DEVICES.map((value) => ({ value, label: `${i18n._(DEVICE_NAMES[value])} ${PREVIEW_WIDTHS[value]}` }))}
          value={device}
          onChange={setDevice}
          style={{ alignSelf: 'center' }}
        />
        <div className="eventory-template-preview-stage">
          {ready ? (
            <>
              <iframe className="eventory-template-preview-frame" title={title} name={post ? FRAME_NAME : undefined} src={post ? 'about:blank' : src} style={{ width: PREVIEW_WIDTHS[device] }} />
              {post && <PostedFields action={src} fields={post} target={FRAME_NAME} />}
            </>
          ) : (
            <Flex justify="center" align="center" role="status" style={{ width: '100%' }}>
              <Spin size="large" description={i18n._('Loading preview…')} />
            </Flex>
          )}
        </div>
      </Flex>
    </Modal>
  );
}
