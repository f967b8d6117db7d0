import { toCanvas } from 'html-to-image';

/** SPEC §9: the page is rendered at 1000x800, scale 2, and saved as JPEG quality 0.85. */
export const THUMBNAIL_RENDER = { width: 1000, height: 800, pixelRatio: 2, quality: 0.85 } as const;
/** Width of the thumbnail of a content save (Save) and of a draft save (Draft); height keeps the ratio. */
export const THUMBNAIL_WIDTH = { content: 1000, draft: 250 } as const;

/** Editor-only marks left out of the picture: the "sample values" labels of dynamic blocks. */
const EDITOR_ONLY = 'etn-dynamic-preview__label';

/**
 * A JPEG data URL of the template's page as the canvas shows it (SPEC §4, §9): rendered at 1000x800
 * with scale 2, then drawn `width` px wide (1000 for a content save, 250 for a draft save).
 * @throws Error('layout content not found') when the editor's root element is missing (SPEC §8)
 */
export async function makeThumbnail(root: HTMLElement | null | undefined, width: number): Promise<string> {
  // The root lives in the canvas iframe (another realm): `instanceof Element` would be false there.
  if (!root?.querySelector) throw new Error('layout content not found');
  const page = root.querySelector<HTMLElement>('.wp-block-eventin-pro-template-container') ?? root;
  const rendered = await toCanvas(page, {
    width: THUMBNAIL_RENDER.width,
    height: THUMBNAIL_RENDER.height,
    pixelRatio: THUMBNAIL_RENDER.pixelRatio,
    backgroundColor: '#ffffff',
    filter: (node) => !(node as Element).classList?.contains(EDITOR_ONLY),
  });
  const out = document.createElement('canvas');
  out.width = width;
  out.height = Math.round((width * THUMBNAIL_RENDER.height) / THUMBNAIL_RENDER.width);
  const context = out.getContext('2d');
  if (!context) throw new Error('The browser could not draw the thumbnail.');
  context.drawImage(rendered, 0, 0, out.width, out.height);
  return out.toDataURL('image/jpeg', THUMBNAIL_RENDER.quality);
}
