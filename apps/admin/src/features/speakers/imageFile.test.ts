import { describe, expect, it } from 'vitest';
import { inGerman } from '../../test/inGerman';
import { imageFileProblem, MAX_IMAGE_BYTES } from './imageFile';

describe('image files before upload', () => {
  it('accepts PNG, JPEG, WebP and GIF up to 2 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif']) {
      expect(imageFileProblem({ name: 'a', type, size: MAX_IMAGE_BYTES })).toBeNull();
    }
  });

  it('refuses other types, empty files and files over 2 MB, naming the file', () => {
    expect(imageFileProblem({ name: 'logo.svg', type: 'image/svg+xml', size: 100 })).toBe('logo.svg is not a PNG, JPEG, WebP or GIF image.');
    expect(imageFileProblem({ name: 'cv.pdf', type: 'application/pdf', size: 100 })).toMatch(/not a PNG/);
    expect(imageFileProblem({ name: 'a.png', type: 'image/png', size: 0 })).toBe('a.png is empty.');
    expect(imageFileProblem({ name: 'big.jpg', type: 'image/jpeg', size: MAX_IMAGE_BYTES + 1 })).toBe('big.jpg is larger than 2 MB (2.0 MB).');
  });

  it('says it in German, sizes with a decimal comma, for a German-speaking user', () => {
    expect(inGerman(() => imageFileProblem({ name: 'big.jpg', type: 'image/jpeg', size: MAX_IMAGE_BYTES + 1 }))).toBe('big.jpg ist größer als 2 MB (2,0 MB).');
  });
});
