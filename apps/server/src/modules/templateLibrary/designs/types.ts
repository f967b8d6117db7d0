import type { TemplateOrientation, TemplateType } from '@eventory/core';

/** One design of the library, before its thumbnail link is added. */
export interface LibraryDesign {
  id: string;
  type: TemplateType;
  name: string;
  orientation: TemplateOrientation;
  content: string;
}

/** Page styling of a root container (its bodyStyling attribute). */
export function page(backgroundColor: string, padding = '20px', extra: Record<string, unknown> = {}): Record<string, unknown> {
  const sides = (v: string) => ({ top: v, right: v, bottom: v, left: v });
  return { padding: sides(padding), margin: sides('0px'), borderRadius: sides('0px'), backgroundColor, ...extra };
}

/** Font stacks available without web fonts (on screen and in headless Chromium). */
export const SERIF = "Georgia, 'DejaVu Serif', 'Times New Roman', serif";
export const SANS = "'Helvetica Neue', Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif";
