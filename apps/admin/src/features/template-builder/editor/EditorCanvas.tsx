import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { BlockCanvas } from '@wordpress/block-editor';
import type { Block } from '@wordpress/blocks';
import { bodyStylingDeclarations, PAPER_SIZES, ROOT_BLOCK_NAME, templateCssFromBlocks, type BodyStyling, type DeviceType, type TemplateOrientation, type TemplateType } from '@eventory/core';
import { CANVAS_BASE_CSS, CANVAS_PAGE_CSS } from './canvasStyles';

/** Canvas widths of an event template per device (SPEC §9 preview widths). */
const DEVICE_WIDTHS: Record<DeviceType, string> = { Desktop: '100%', Tablet: '768px', Mobile: '375px' };
/** Space around the paper inside the canvas, px. */
const GUTTER = 16;

/**
 * The scale (0-1] that fits a page `width` px wide into the stage's width, so the paper never
 * scrolls sideways; it follows the stage as panels open and close. 1 when there is no paper.
 */
function useFitScale(width: number | undefined) {
  const stage = useRef<HTMLDivElement | null>(null);
  const [available, setAvailable] = useState<number>();
  useEffect(() => {
    const element = stage.current;
    if (!element || width === undefined) return;
    const observer = new ResizeObserver(() => setAvailable(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);
  const scale = width === undefined || available === undefined ? 1 : Math.min(1, available / width);
  return { stage, scale };
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
 * chosen device's width, where the template's Tablet and Mobile media queries apply. The paper keeps
 * its logical size and is scaled down to the stage's width when the stage is narrower.
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
  const { stage, scale } = useFitScale(paper ? paper.width + 2 * GUTTER : undefined);
  const canvas = <BlockCanvas height="100%" styles={styles} />;
  if (paper) {
    const width = paper.width + 2 * GUTTER;
    const height = paper.height + 2 * GUTTER;
    return (
      <div className="etn-builder-stage" data-paper="" ref={stage} onKeyDown={onKeyDown}>
        <div className="etn-builder-frame" style={{ width: width * scale, height: height * scale }} data-device={device}>
          <div style={{ width, height, transform: `scale(${scale})`, transformOrigin: '0 0' }}>{canvas}</div>
        </div>
      </div>
    );
  }
  return (
    <div className="etn-builder-stage" onKeyDown={onKeyDown}>
      <div className="etn-builder-frame" style={{ width: DEVICE_WIDTHS[device], height: '100%' }} data-device={device}>
        {canvas}
      </div>
    </div>
  );
}
