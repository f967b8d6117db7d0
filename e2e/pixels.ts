import type { Page } from 'playwright-core';

/** A screenshot's pixels: RGBA bytes, row by row. */
export interface Pixels {
  width: number;
  height: number;
  data: number[];
}

/** Decodes a PNG screenshot with the page's own canvas (no image library in the tests' dependencies). */
export function screenshotPixels(page: Page, png: Buffer): Promise<Pixels> {
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, image.width, image.height);
    return { width, height, data: Array.from(data) };
  }, png.toString('base64'));
}
