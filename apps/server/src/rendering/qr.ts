import QRCode from 'qrcode';

/** A ticket's QR code as inline SVG and as an image data URL (the `{{qr_code}}` placeholder). */
export interface TicketQr {
  svg: string;
  dataUrl: string;
}

/** QR codes kept, by ticket id (a ticket page, its PDF and its certificate ask for the same one). */
const CACHE_SIZE = 2000;
const cache = new Map<string, TicketQr>();

/** The dark modules of each row as horizontal strokes, one unit of margin around them. */
function strokes(size: number, dark: (row: number, col: number) => boolean): string {
  let path = '';
  for (let row = 0; row < size; row++) {
    let col = 0;
    while (col < size) {
      if (!dark(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && dark(row, col)) col++;
      path += `M${start + 1} ${row + 1.5}h${col - start}`;
    }
  }
  return path;
}

/**
 * The QR code holding a ticket id (what the door scanner reads), drawn once as SVG (black on
 * white, the qrcode library's matrix) and reused for the data URL; cached by ticket id. The SVG
 * holds nothing but the two paths, so it is safe inline and as an image.
 */
export function ticketQr(ticketId: string): TicketQr {
  const hit = cache.get(ticketId);
  if (hit) return hit;
  const { modules } = QRCode.create(ticketId, { errorCorrectionLevel: 'M' });
  const n = modules.size + 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${n} ${n}" shape-rendering="crispEdges"><path fill="#ffffff" d="M0 0h${n}v${n}H0z"/><path stroke="#000000" d="${strokes(modules.size, (r, c) => !!modules.get(r, c))}"/></svg>`;
  const qr = { svg, dataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(ticketId, qr);
  return qr;
}
