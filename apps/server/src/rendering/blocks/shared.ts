import { safeClassNames } from '@eventory/core';
import { html, SafeHtml } from '../../site/html.js';
import type { BlockContext } from '../types.js';

/** A block's outer element: `etn-block etn-<short name>` plus its containerClassName (safe tokens only). */
export function wrap(short: string, attrs: Record<string, unknown>, body: SafeHtml | string, tag = 'div'): SafeHtml {
  const classes = ['etn-block', `etn-${short}`, ...safeClassNames(attrs.containerClassName)].join(' ');
  // The tag name is chosen by our code, never by a template.
  const name = new SafeHtml(tag);
  return html`<${name} class="${classes}">${body}</${name}>`;
}

/** The block's heading (its `title` attribute, placeholders replaced) when `showTitle` is on. */
export function blockTitle(attrs: Record<string, unknown>, ctx: BlockContext, level = 2): SafeHtml | '' {
  const text = ctx.text(attrs.title);
  if (attrs.showTitle === false || !text) return '';
  return level === 3 ? html`<h3 class="etn-block-title">${text}</h3>` : html`<h2 class="etn-block-title">${text}</h2>`;
}

/** An http(s) or site-relative URL, or '' (what an href or src of server output may be). */
export function safeUrl(value: unknown): string {
  if (typeof value !== 'string') return '';
  const url = value.trim();
  if (/^https?:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//'))) return url;
  return '';
}

/** Facts as a definition list (empty values left out). */
export function factList(facts: [label: string, value: string | SafeHtml][], layout: unknown): SafeHtml | '' {
  const shown = facts.filter(([, v]) => (v instanceof Object ? v.toString() !== '' : v !== ''));
  if (!shown.length) return '';
  return html`<dl class="etn-facts etn-facts-${layout === 'inline' ? 'inline' : 'list'}">${shown.map(([label, value]) => html`<div><dt>${label}</dt><dd>${value}</dd></div>`)}</dl>`;
}

/** A muted note standing in for a section that has nothing to show in a sample preview. */
export function sampleNote(ctx: BlockContext, text: string): SafeHtml | '' {
  return ctx.sampleEvent ? html`<p class="etn-sample-note">${text}</p>` : '';
}
