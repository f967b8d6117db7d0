import type { Page } from 'playwright-core';

/** An image's pixels: RGBA bytes, row by row. */
export interface Pixels {
  width: number;
  height: number;
  data: number[];
}

/** Decodes an image (a data URL, or any URL the page may load) with the page's own canvas (no image library in the tests' dependencies). */
export function imagePixels(page: Page, src: string): Promise<Pixels> {
  return page.evaluate(async (url) => {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, image.width, image.height);
    return { width, height, data: Array.from(data) };
  }, src);
}

/** Decodes a PNG screenshot ({@link imagePixels}). */
export function screenshotPixels(page: Page, png: Buffer): Promise<Pixels> {
  return imagePixels(page, `data:image/png;base64,${png.toString('base64')}`);
}

/** The red, green and blue of the pixel at (x, y). */
export function rgbAt({ data, width }: Pixels, x: number, y: number): number[] {
  const at = (y * width + x) * 4;
  return data.slice(at, at + 3);
}
