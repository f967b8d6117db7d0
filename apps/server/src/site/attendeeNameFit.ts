/**
 * A certificate or ticket is paper of a fixed size (SPEC §9), and CSS cannot size text by its
 * length: a long attendee name at a design's full size wraps onto line after line until the page
 * overflows its paper, on screen and in its PDF alike. So a page with an attendee tells its CSS how
 * long the name is, and a design sizes the name from that ({@link fittedNameSize}).
 */
import { html, type SafeHtml } from './html.js';

/** The CSS custom property (on the document's root) holding the attendee name's length in characters. */
export const NAME_LENGTH_PROPERTY = '--etn-attendee-name-length';

/** The `<style>` setting {@link NAME_LENGTH_PROPERTY} to the length of `name` (in characters, not UTF-16 units). */
export function nameLengthStyle(name: string): SafeHtml {
  return html`<style>:root{${NAME_LENGTH_PROPERTY}:${[...name.trim()].length}}</style>`;
}

/**
 * A CSS `font-size` for the attendee's name: `max` px up to `fullLength` characters, then smaller in
 * proportion to the length, so a longer name takes no more room than one of `fullLength` characters
 * at `max`; never under `min` px. Where no length is set (the builder's canvas, sample previews) the
 * name is `max` px.
 */
export function fittedNameSize(max: number, fullLength: number, min: number): string {
  return `clamp(${min}px, calc(${max * fullLength}px / var(${NAME_LENGTH_PROPERTY}, ${fullLength})), ${max}px)`;
}
