import { bootstrap } from '../bootstrap';
import { ApiError } from './client';
import { TEMPLATE_LIBRARY_PATH, type LibraryTemplate, type TemplateType } from '@eventory/core';

/** The template library's base URL: the host's `templateLibraryUrl`, else this site's own library. */
export function templateLibraryUrl(): string {
  const base = bootstrap.templateLibraryUrl ?? new URL(TEMPLATE_LIBRARY_PATH, bootstrap.siteUrl || window.location.origin).href;
  return base.replace(/\/+$/, '');
}

/** A link of the library (a thumbnail) made absolute against its base URL. */
function absolute(link: string, base: string): string {
  try {
    return new URL(link, `${base}/`).href;
  } catch {
    return link;
  }
}

/** Why the library could not be used, as a person reads it. */
function unreachable(reason: string): ApiError {
  return new ApiError(0, 'library_unreachable', `The template library at ${templateLibraryUrl()} could not be reached: ${reason}`);
}

/**
 * The template library, "the remote templates service" of SPEC §7 "External call": a GET listing
 * designs `{ type, id, name, orientation, content, thumbnail }`, and a preview page taking
 * `template_id`. It may live on another origin, so it is called with a plain fetch, without the
 * site's session or CSRF header.
 */
export const templateLibraryClient = {
  /** The designs (of one type, or all), thumbnails made absolute; an unreachable library rejects with the reason. */
  async list(type?: TemplateType): Promise<LibraryTemplate[]> {
    const base = templateLibraryUrl();
    const url = type ? `${base}?type=${encodeURIComponent(type)}` : base;
    let response: Response;
    try {
      response = await fetch(url, { headers: { Accept: 'application/json' }, credentials: 'omit' });
    } catch {
      throw unreachable('no answer (the address is wrong, the service is down or it refuses this site).');
    }
    if (!response.ok) throw unreachable(`it answered ${response.status} ${response.statusText}.`.replace(' .', '.'));
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw unreachable('its answer is not a template list.');
    }
    const items = Array.isArray(body) ? body : (body as { items?: unknown } | null)?.items;
    if (!Array.isArray(items)) throw unreachable('its answer is not a template list.');
    return (items as LibraryTemplate[])
      .filter((item) => !type || item.type === type)
      .map((item) => ({ ...item, id: String(item.id), thumbnail: item.thumbnail ? absolute(item.thumbnail, base) : '' }));
  },
  /** The library's preview page of one design (SPEC §7: a frame on that service with `template_id`). */
  previewUrl: (id: string) => `${templateLibraryUrl()}/preview?template_id=${encodeURIComponent(id)}`,
};
