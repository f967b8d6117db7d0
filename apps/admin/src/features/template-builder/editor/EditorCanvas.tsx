import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { BlockCanvas } from '@wordpress/block-editor';
import type { Block } from '@wordpress/blocks';
import { bodyStylingDeclarations, PAPER_SIZES, ROOT_BLOCK_NAME, templateCssFromBlocks, type BodyStyling, type DeviceType, type TemplateOrientation, type TemplateType } from '@eventory/core';
import { CANVAS_BASE_CSS, CANVAS_PAGE_CSS } from './canvasStyles';

/** Fixed canvas widths of an event template per device, px (SPEC §9 preview widths); Desktop fills the stage. */
const DEVICE_WIDTHS: Partial<Record<DeviceType, number>> = { Tablet: 768, Mobile: 375 };
/** Space around the paper inside the canvas, px. */
const GUTTER = 16;
/** Vertical margin around a Tablet or Mobile frame (builder.css), px. */
const DEVICE_MARGIN = 24;

/**
 * The stage's size and the scale (0-1] that fits a page `width` px wide into the stage's width, so
 * the paper or device frame never scrolls sideways; it follows the stage as panels open and close.
 * 1 when there is nothing to fit or before the stage is measured.
 */
function useFitScale(width: number | undefined) {
  const stage = useRef<HTMLDivElement | null>(null);
  const [available, setAvailable] = useState<{ width: number; height: number }>();
  useEffect(() => {
    const element = stage.current;
    if (!element || width === undefined) return;
    const observer = new ResizeObserver(() => setAvailable({ width: element.clientWidth, height: element.clientHeight }));
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);
  const scale = width === undefined || available === undefined ? 1 : Math.min(1, available.width / width);
  return { stage, scale, stageHeight: available?.height };
}

interface EditorCanvasProps {
  type: TemplateType;
  orientation: TemplateOrientation;
  device: DeviceType;
  blocks: Block[];
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * The editing canvas: Gutenberg's BlockCanvas iframe with the content, block and template CSS passed
 * through `styles` (SPEC §3, §9): certificate and ticket pages on paper of 842x595 (landscape) or
 * 595x842 (portrait), white with padding 20 unless Body Settings say otherwise; event pages at the
 * chosen device's width, where the template's Tablet and Mobile media queries apply. The paper and
 * the Tablet and Mobile frames keep their logical width and are scaled down to the stage's width
 * when the stage is narrower (a side panel open), so the canvas never scrolls sideways.
 */
export function EditorCanvas({ type, orientation, device, blocks, onKeyDown }: EditorCanvasProps) {
  const paper = type === 'event' ? undefined : PAPER_SIZES[orientation];
  const root = blocks.find((b) => b.name === ROOT_BLOCK_NAME);
  const body = root?.attributes.bodyStyling as Partial<BodyStyling> | undefined;
  const templateCss = useMemo(() => templateCssFromBlocks(blocks), [blocks]);
  const styles = useMemo(
    () => [
      { css: CANVAS_BASE_CSS },
      { css: CANVAS_PAGE_CSS },
      { css: `.is-root-container{padding:${GUTTER}px}.wp-block-eventin-pro-template-container{${bodyStylingDeclarations(body, paper)};box-shadow:0 1px 3px rgba(16,24,40,.12),0 8px 24px rgba(16,24,40,.08)}` },
      { css: templateCss },
    ],
    [body, paper, templateCss],
  );
  const deviceWidth = paper ? undefined : DEVICE_WIDTHS[device];
  const { stage, scale, stageHeight } = useFitScale(paper ? paper.width + 2 * GUTTER : deviceWidth);
  // The logical size drawn at `scale`: the paper's, or a device's width by the stage's height less
  // its margins; none on Desktop, which fills the stage. One tree for all, so switching keeps the canvas.
  const fit = paper
    ? { width: paper.width + 2 * GUTTER, height: paper.height + 2 * GUTTER }
    : deviceWidth !== undefined
      ? { width: deviceWidth, height: Math.max(0, (stageHeight ?? 0) - 2 * DEVICE_MARGIN) / scale }
      : undefined;
  const fill = { width: '100%', height: '100%' };
  return (
    <div className="etn-builder-stage" data-fit={fit ? '' : undefined} ref={stage} onKeyDown={onKeyDown}>
      <div className="etn-builder-frame" style={fit ? { width: fit.width * scale, height: fit.height * scale } : fill} data-device={device}>
        <div style={fit ? { ...fit, transform: `scale(${scale})`, transformOrigin: '0 0' } : fill}>
          <BlockCanvas height="100%" styles={styles} />
        </div>
      </div>
    </div>
  );
}
