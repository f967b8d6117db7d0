import { i18n } from '@lingui/core';
import { useEffect, useRef, useState } from 'react';
import { Typography } from 'antd';
import { SEARCH_DEBOUNCE_MS } from '@eventory/core';
import { useDebouncedValue } from '../../shared/listControls';

/** The message type the widget pages post their height with (the server's embed-resizer.js). */
const SIZE_MESSAGE = 'eventory:embed-size';
/** Height before the preview has said its own, px. */
const INITIAL_HEIGHT = 120;

/**
 * The live preview of a card (issue #11 §2 "Beyond the original"): the server's render of the
 * shortcode (`/shortcode-preview`, the same code the embeds use), refreshed 500 ms after the form
 * last changed, sized to its content by the page's height message (checked: this origin, this frame).
 * `code` is null while the form does not validate.
 */
export function WidgetPreview({ title, code }: { title: string; code: string | null }) {
  const settled = useDebouncedValue(code, SEARCH_DEBOUNCE_MS);
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(INITIAL_HEIGHT);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; height?: unknown } | null;
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow || data?.type !== SIZE_MESSAGE) return;
      if (typeof data.height === 'number' && data.height > 0) setHeight(Math.ceil(data.height));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return (
    <section aria-label={i18n._('{widget} preview', { widget: title })} className="shortcode-preview">
      <Typography.Text strong>{i18n._('Preview')}</Typography.Text>
      {settled === null ? (
        <Typography.Paragraph type="secondary">{i18n._('Complete the form to see the widget.')}</Typography.Paragraph>
      ) : (
        <iframe ref={frame} title={i18n._('{widget} preview', { widget: title })} src={`/shortcode-preview?code=${encodeURIComponent(settled)}`} loading="lazy" style={{ height }} />
      )}
    </section>
  );
}
