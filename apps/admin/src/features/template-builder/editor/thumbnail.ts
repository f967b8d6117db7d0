import { toCanvas } from 'html-to-image';

/** SPEC §9: the page is rendered at 1000x800, scale 2, and saved as JPEG quality 0.85. */
export const THUMBNAIL_RENDER = { width: 1000, height: 800, pixelRatio: 2, quality: 0.85 } as const;
/** Width of the thumbnail of a content save (Save) and of a draft save (Draft); height keeps the ratio. */
export const THUMBNAIL_WIDTH = { content: 1000, draft: 250 } as const;

/**
 * The part of a 1000x800 render the template cards show, px: its top at the paper's 842:595 ratio
 * (TemplateThumbnail's `object-fit: cover; object-position: top`).
 */
const SHOWN = { width: THUMBNAIL_RENDER.width, height: Math.round((THUMBNAIL_RENDER.width * 595) / 842) } as const;

/** Around a paper (a certificate or ticket) fitted into the picture: the cards' own grey. */
const SURROUND = '#f5f5f5';

/**
 * Editor-only parts left out of the picture: the "sample values" labels of dynamic blocks and the
 * block appenders and inserters ('+' buttons) the canvas shows after the last block.
 */
const EDITOR_ONLY = ['etn-dynamic-preview__label', 'block-list-appender', 'block-editor-default-block-appender', 'block-editor-inserter'];

const isEditorOnly = (node: Node) => {
  const classes = (node as Element).classList;
  return !!classes && EDITOR_ONLY.some((name) => classes.contains(name));
};

/**
 * A JPEG data URL of the template's page as the canvas shows it (SPEC §4, §9): rendered at 1000x800
 * with scale 2, then drawn `width` px wide (1000 for a content save, 250 for a draft save). A paper
 * (`fit`: certificates and tickets, 842x595 or 595x842) is scaled whole into the part the cards show,
 * centred on grey, so a portrait one is not cut; a landing page is drawn from its top at its own size.
 * The page keeps its own background (Body Settings), white where it has none.
 * @throws Error('layout content not found') when the editor's root element is missing (SPEC §8)
 */
export async function makeThumbnail(root: HTMLElement | null | undefined, width: number, { fit = false }: { fit?: boolean } = {}): Promise<string> {
  // The root lives in the canvas iframe (another realm): `instanceof Element` would be false there.
  if (!root?.querySelector) throw new Error('layout content not found');
  const page = root.querySelector<HTMLElement>('.wp-block-eventin-pro-template-container') ?? root;
  const paper = page.getBoundingClientRect();
  const scale = fit && paper.width > 0 && paper.height > 0 ? Math.min(SHOWN.width / paper.width, SHOWN.height / paper.height) : 1;
  const left = fit ? (SHOWN.width - paper.width * scale) / 2 : 0;
  const top = fit ? (SHOWN.height - paper.height * scale) / 2 : 0;
  const rendered = await toCanvas(page, {
    width: THUMBNAIL_RENDER.width,
    height: THUMBNAIL_RENDER.height,
    pixelRatio: THUMBNAIL_RENDER.pixelRatio,
    // The paper keeps its own size (html-to-image would give it the picture's 1000x800, its min-height the
    // picture's height), without the canvas's shadow.
    ...(fit ? { style: { width: `${paper.width}px`, height: `${paper.height}px`, minHeight: '0', margin: '0', boxShadow: 'none', transformOrigin: 'top left', transform: `translate(${left}px, ${top}px) scale(${scale})` } } : {}),
    filter: (node) => !isEditorOnly(node),
  });
  const out = document.createElement('canvas');
  out.width = width;
  out.height = Math.round((width * THUMBNAIL_RENDER.height) / THUMBNAIL_RENDER.width);
  const context = out.getContext('2d');
  if (!context) throw new Error('The browser could not draw the thumbnail.');
  const ratio = width / THUMBNAIL_RENDER.width;
  context.fillStyle = fit ? SURROUND : '#ffffff';
  context.fillRect(0, 0, out.width, out.height);
  if (fit) {
    context.fillStyle = '#ffffff';
    context.fillRect(left * ratio, top * ratio, paper.width * scale * ratio, paper.height * scale * ratio);
  }
  context.drawImage(rendered, 0, 0, out.width, out.height);
  return out.toDataURL('image/jpeg', THUMBNAIL_RENDER.quality);
}
