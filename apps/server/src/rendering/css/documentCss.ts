import type { RenderTemplate } from '../types.js';
import { paperSize } from './paper.js';

/**
 * The document's own CSS: the blocks' per-device styles (`blocksCss`, rebuilt from the blocks by
 * core's templateCssFromBlocks, never taken from
 * the stored template_css, so what reaches a visitor went through core's filter) and, for a
 * certificate or ticket, the print page at the paper size (SPEC §9) with nothing but the template
 * on it. The shared look of the blocks is /static/template.css.
 */
export function documentCss(template: RenderTemplate, blocksCss: string): string {
  const paper = paperSize(template);
  const print = paper
    ? `@page{size:${paper.width}px ${paper.height}px;margin:0}
@media print{html,body{width:${paper.width}px;height:${paper.height}px}.etn-paper .etn-template-container{box-shadow:none;margin:0 !important}}\n`
    : '';
  return `${print}${blocksCss}`;
}
