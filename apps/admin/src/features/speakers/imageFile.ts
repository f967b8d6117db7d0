import { i18n } from '@lingui/core';
/** The image types the upload accepts (issue #3: PNG, JPEG, WebP or GIF). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** The largest image the upload accepts: 2 MB. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** The file input's `accept`. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

/** The hint under an upload button, in the active language. */
export const imageHint = () => i18n._('PNG, JPEG, WebP or GIF, at most 2 MB.');

/**
 * Why a chosen file cannot be uploaded, checked before sending it (the server checks again).
 * @returns the message to show, or null when the file may be uploaded
 */
export function imageFileProblem(file: { name: string; type: string; size: number }): string | null {
  const megabytes = new Intl.NumberFormat(i18n.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return i18n._('{name} is not a PNG, JPEG, WebP or GIF image.', { name: file.name });
  if (file.size === 0) return i18n._('{name} is empty.', { name: file.name });
  if (file.size > MAX_IMAGE_BYTES) return i18n._('{name} is larger than 2 MB ({size} MB).', { name: file.name, size: megabytes.format(file.size / 1024 / 1024) });
  return null;
}
