import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';

/** The server's static folder (`apps/server/public`), served at `/static/` (app.ts). */
export const STATIC_ROOT = path.resolve(import.meta.dirname, '../../public');

/** How long a browser keeps a versioned static file: a year, without asking again (`immutable`). */
const VERSIONED_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Each file's version (its content's hash), read once: the files change only with a new build, which restarts the server. */
const versions = new Map<string, string | null>();

function versionOf(file: string): string | null {
  let version = versions.get(file);
  if (version === undefined) {
    const absolute = path.resolve(STATIC_ROOT, file);
    const inside = absolute.startsWith(STATIC_ROOT + path.sep);
    version = inside && fs.existsSync(absolute) ? createHash('sha256').update(fs.readFileSync(absolute)).digest('base64url').slice(0, 10) : null;
    versions.set(file, version);
  }
  return version;
}

/**
 * The address of a file of the static folder as pages write it, with its version:
 * `staticUrl('site.css')` is `/static/site.css?v=<10 characters of its SHA-256>`. A browser keeps
 * such an address for a year without asking again (see `cacheVersionedStatic`), and a new build
 * changes the address of every file it changes, so a page never runs an old script or stylesheet.
 * A file that is not there keeps its bare address (and answers 404 as before).
 *
 * @param file a path inside `apps/server/public`, without a leading slash (`'widgets/slider.js'`)
 */
export function staticUrl(file: string): string {
  const version = versionOf(file);
  return version ? `/static/${file}?v=${version}` : `/static/${file}`;
}

/**
 * @fastify/static's `setHeaders` for `/static/`: a request whose `v` names the file's current
 * version may be kept for a year (`Cache-Control: public, max-age=31536000, immutable`); any other
 * (no `v`, or an older page's) keeps the plugin's `max-age=0`, so the browser asks again each time.
 */
export function cacheVersionedStatic(reply: FastifyReply, filePath: string): void {
  const requested = (reply.request.query as { v?: unknown } | undefined)?.v;
  if (typeof requested !== 'string') return;
  const file = path.relative(STATIC_ROOT, filePath).split(path.sep).join('/');
  if (requested === versionOf(file)) reply.header('cache-control', VERSIONED_CACHE_CONTROL);
}
