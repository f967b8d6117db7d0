import { i18n } from '@lingui/core';
import { DynamicPreview } from '../shared/DynamicPreview';
import { saveNothing, type TemplateBlockDefinition } from '../shared/registerTemplateBlock';

/** A fixed QR-like pattern: the real code is drawn by the server from the attendee's ticket. */
const CELLS = '1111111010111111100000101010000010111010110101011101011101001010111010111010100101011101000001001000100000111111101010111111100000000110000000011011101101110110';

function SampleQr({ size }: { size: number }) {
  const n = 12;
  return (
    <svg width={size} height={size} viewBox={`0 0 ${n} ${n}`} role="img" aria-label={i18n._('Sample QR code')} shapeRendering="crispEdges">
      <rect width={n} height={n} fill="#fff" />
      {Array.from(CELLS.slice(0, n * n)).map((c, i) => (c === '1' ? <rect key={i} x={i % n} y={Math.floor(i / n)} width="1" height="1" fill="#111" /> : null))}
    </svg>
  );
}

/** The attendee's ticket QR code, scanned at check-in. */
export const ticketQrcode: TemplateBlockDefinition = {
  name: 'eventin-pro/ticket-qrcode',
  edit: ({ attributes }) => (
    <DynamicPreview name="eventin-pro/ticket-qrcode">
      <div style={{ textAlign: (attributes.align as 'center') || 'center' }}>
        <SampleQr size={Number(attributes.size) || 120} />
      </div>
    </DynamicPreview>
  ),
  save: saveNothing,
};
