import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import { AppError, badRequest } from '../../http/errors.js';

/** Largest image the upload route accepts, bytes (2 MB). */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

/** The names the upload route gives files: 32 hex characters and the extension of the image's type. */
export const UPLOAD_NAME = /^[0-9a-f]{32}\.(png|jpg|webp|gif)$/;

/** The folder of uploaded images, `${DATA_DIR}/uploads`. */
export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

const ascii = (bytes: Buffer, start: number, end: number) => bytes.toString('latin1', start, end);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Image types accepted, recognised by their leading bytes ("magic numbers"), not by name or declared type. */
const SIGNATURES: { ext: string; matches: (bytes: Buffer) => boolean }[] = [
  { ext: 'png', matches: (b) => b.subarray(0, 8).equals(PNG) },
  { ext: 'jpg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'gif', matches: (b) => ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a' },
  { ext: 'webp', matches: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP' },
];

/** The file extension of an image's real type, or null when it is not a PNG, JPEG, WebP or GIF. */
export function imageExtension(bytes: Buffer): string | null {
  return SIGNATURES.find((s) => s.matches(bytes))?.ext ?? null;
}

/** What storing an upload needs from a Fastify request with @fastify/multipart registered. */
export interface MultipartRequest {
  isMultipart(): boolean;
  file(): Promise<MultipartFile | undefined>;
}

const tooLarge = () =>
  new AppError(413, 'file_too_large', /*i18n*/ { id: 'The image is larger than {mb} MB. Choose a smaller image or reduce its size, then upload it again.', values: { mb: MAX_UPLOAD_BYTES / 1024 / 1024 } });

/**
 * The form field `file`, read into memory up to the size limit.
 * @throws 400 no such field or a malformed/cut-off form, 413 a file over the limit
 */
async function readFile(request: MultipartRequest): Promise<{ filename: string; bytes: Buffer }> {
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw badRequest(/*i18n*/ 'Choose an image to upload in the form field "file".', { file: /*i18n*/ 'Choose an image to upload' });
    return { filename: part.filename, bytes: await part.toBuffer() };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw badRequest(/*i18n*/ 'The upload is incomplete or not valid multipart/form-data. Please upload the image again.');
  }
}

/**
 * Speaker photos and company logos (issue #3): one image per request, at most 2 MB, PNG, JPEG,
 * WebP or GIF by content, stored as `<random>.<ext>` in the uploads folder. Nothing is written
 * for a refused file.
 */
export class ImageUploads {
  constructor(private readonly dir: string) {}

  /**
   * Stores the image of the form field `file`.
   * @returns `{ url: '/uploads/<name>' }`, the path the public site serves it at
   * @throws 415 not multipart or not an accepted image type, 400 no file or a malformed form, 413 larger than 2 MB
   */
  async store(request: MultipartRequest): Promise<{ url: string }> {
    if (!request.isMultipart()) throw new AppError(415, 'unsupported_media_type', /*i18n*/ 'Send the image as multipart/form-data in a field named "file".');
    const { filename, bytes } = await readFile(request);
    const ext = imageExtension(bytes);
    if (!ext) {
      throw new AppError(415, 'unsupported_image_type', /*i18n*/ { id: '"{file}" is not a PNG, JPEG, WebP or GIF image. Choose an image in one of these formats.', values: { file: filename.slice(0, 100) } }, {
        file: /*i18n*/ 'Choose a PNG, JPEG, WebP or GIF image',
      });
    }
    const name = `${randomBytes(16).toString('hex')}.${ext}`;
    await fs.mkdir(this.dir, { recursive: true });
    await fs.writeFile(path.join(this.dir, name), bytes, { flag: 'wx' });
    return { url: `/uploads/${name}` };
  }
}
