/** An event editor path, `/events/create/<id>/<section>`, without its section. */
const EDITOR_SECTION = /^(\/events\/create\/\d+)\/[^/]+$/;

/**
 * The key of the screen a path shows: the path itself, except that the sections of one event's
 * editor are one screen (switching sections must not remount the editor and lose its form).
 */
export function screenKey(pathname: string): string {
  return EDITOR_SECTION.exec(pathname)?.[1] ?? pathname;
}
