import { html } from '../../site/html.js';
import type { BlockRenderer } from '../types.js';
import { sampleNote, wrap } from './shared.js';

/**
 * `eventin-pro/shortcode` (issue #11 §4): the widget its `shortcode` attribute names
 * (`[etn_pro_events_standard event_count="3"]`, one of the 20 widgets), rendered in place from
 * real data through `ctx.shortcodes`; a shortcode that is not a widget's, or breaks a limit,
 * shows a note saying why. Without `ctx.shortcodes` (the template library's sample preview) and
 * without a shortcode, a sample note stands in (nothing on a real page).
 */
export const shortcodeBlock: BlockRenderer = async (attrs, ctx) => {
  const text = typeof attrs.shortcode === 'string' ? attrs.shortcode.trim() : '';
  if (!text) return sampleNote(ctx, 'Shortcode (paste one from the Shortcodes page in the block settings)') || html``;
  if (!ctx.shortcodes) return sampleNote(ctx, `The widget of ${text} shows here on the event page.`) || html``;
  return wrap('shortcode', attrs, await ctx.shortcodes(text));
};
