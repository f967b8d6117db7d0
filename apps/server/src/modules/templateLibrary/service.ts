import fs from 'node:fs';
import path from 'node:path';
import type { LibraryTemplate, TemplateType } from '@eventory/core';
import { LIBRARY_DESIGNS, type LibraryDesign } from './designs/index.js';

/** Folder of the designs' thumbnails (`<design id>.jpg`, made by `npm run thumbnails -w apps/server`). */
export const THUMBNAIL_DIR = path.resolve(import.meta.dirname, '../../../public/template-library');

/** The thumbnail file of a design. */
export const thumbnailFile = (id: string) => path.join(THUMBNAIL_DIR, `${id}.jpg`);

/** A design by id, or undefined. */
export function findDesign(id: string): LibraryDesign | undefined {
  return LIBRARY_DESIGNS.find((d) => d.id === id);
}

/**
 * The library's listing (SPEC §7 "External call"): `{ type, id, name, orientation, content,
 * thumbnail }` per design, of one type or all. `thumbnail` is relative to the library's base URL
 * (`thumbnails/<id>.jpg`), '' while a design has none.
 */
export function libraryItems(type?: TemplateType): LibraryTemplate[] {
  return LIBRARY_DESIGNS.filter((d) => !type || d.type === type).map((d) => ({
    type: d.type,
    id: d.id,
    name: d.name,
    orientation: d.orientation,
    content: d.content,
    thumbnail: fs.existsSync(thumbnailFile(d.id)) ? `thumbnails/${d.id}.jpg` : '',
  }));
}
