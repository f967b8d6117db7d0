import { bodyStylingDeclarations, safeClassNames, type BodyStyling } from '@eventory/core';
import { html } from '../../site/html.js';
import { paperSize } from '../css/paper.js';
import type { BlockRenderer } from '../types.js';

/**
 * `eventin-pro/template-container`, the locked root: its inner blocks inside the page box styled
 * from bodyStyling (radius, margin, padding, background colour or image at its focal point, width,
 * height; the paper size of a certificate or ticket when width/height are empty).
 */
export const templateContainer: BlockRenderer = (attrs, ctx, inner) => {
  const classes = ['etn-template-container', ...safeClassNames(attrs.containerClassName)].join(' ');
  const style = bodyStylingDeclarations(attrs.bodyStyling as Partial<BodyStyling>, paperSize(ctx.template));
  return html`<div class="${classes}" style="${style}">${inner}</div>`;
};
