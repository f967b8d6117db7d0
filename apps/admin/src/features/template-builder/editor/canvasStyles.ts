// The stylesheets of the editor canvas. BlockCanvas renders in an iframe that copies only the
// page's stylesheets that carry an id, so the canvas gets its CSS as strings through `styles`.
import contentCss from '@wordpress/block-editor/build-style/content.css?inline';
import commonCss from '@wordpress/block-library/build-style/common.css?inline';
import paragraphCss from '@wordpress/block-library/build-style/paragraph/style.css?inline';
import headingCss from '@wordpress/block-library/build-style/heading/style.css?inline';
import imageCss from '@wordpress/block-library/build-style/image/style.css?inline';
import imageEditorCss from '@wordpress/block-library/build-style/image/editor.css?inline';
import listCss from '@wordpress/block-library/build-style/list/style.css?inline';
import columnsCss from '@wordpress/block-library/build-style/columns/style.css?inline';
import columnsEditorCss from '@wordpress/block-library/build-style/columns/editor.css?inline';
import groupCss from '@wordpress/block-library/build-style/group/style.css?inline';
import groupEditorCss from '@wordpress/block-library/build-style/group/editor.css?inline';
import buttonsCss from '@wordpress/block-library/build-style/buttons/style.css?inline';
import buttonCss from '@wordpress/block-library/build-style/button/style.css?inline';
import separatorCss from '@wordpress/block-library/build-style/separator/style.css?inline';
import spacerCss from '@wordpress/block-library/build-style/spacer/style.css?inline';
import spacerEditorCss from '@wordpress/block-library/build-style/spacer/editor.css?inline';
import formatCss from '@wordpress/format-library/build-style/style.css?inline';
import blocksCss from '../blocks/blocks.css?inline';

/** Gutenberg's content CSS, the registered core blocks' CSS and the builder's own blocks' CSS. */
export const CANVAS_BASE_CSS = [
  contentCss,
  commonCss,
  paragraphCss,
  headingCss,
  imageCss,
  imageEditorCss,
  listCss,
  columnsCss,
  columnsEditorCss,
  groupCss,
  groupEditorCss,
  buttonsCss,
  buttonCss,
  separatorCss,
  spacerCss,
  spacerEditorCss,
  formatCss,
  blocksCss,
].join('\n');

/** The page itself inside the canvas: the template's paper on a neutral background. */
export const CANVAS_PAGE_CSS = `
html, body { margin: 0; background: transparent; }
body { font-family: -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif; color: #1f1f1f; }
.is-root-container { box-sizing: border-box; }
/* Blocks go on the page (the template container, with its own "+"), not beside it: the root's own
   appender below the paper half showed at the frame's edge and made the canvas scroll. */
.is-root-container > .block-list-appender { display: none; }
`;
