import { textDirection, type I18n } from '@eventory/core';
import { html, type SafeHtml } from '../../site/html.js';
import type { MailMessage } from './mailer.js';

/** A call to action: a button in the HTML part, `label: url` in the text part. */
export interface MailLink {
  label: string;
  url: string;
}

/** What a mail says, once, from which both parts are built. Every string is plain text. */
export interface MailContent {
  to: string;
  subject: string;
  /** The heading; defaults to the subject. */
  title?: string;
  /** Paragraphs of plain text; line breaks inside one are kept. */
  paragraphs: string[];
  /** Label/value lines shown as a table (HTML) or `Label: value` lines (text), e.g. ticket details. */
  details?: [label: string, value: string][];
  link?: MailLink;
  /** Already-escaped HTML placed after the details (a QR image, a list), with its text equivalent. */
  extra?: { html: SafeHtml; text: string };
  attachments?: MailMessage['attachments'];
}

/**
 * The HTML document around a mail's body: a narrow, inline-styled column (mail clients ignore
 * stylesheets) with the title as heading, in the language and direction of `i18n`. `bodyHtml` must be built
 * with the `html` template, so every value in it is escaped.
 */
export function mailLayout({ title, bodyHtml, i18n }: { title: string; bodyHtml: SafeHtml; i18n: I18n }): string {
  return html`<!doctype html>
<html lang="${i18n.locale}" dir="${textDirection(i18n.locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#222">
<div style="max-width:600px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<h1 style="font-size:22px;margin:0 0 16px">${title}</h1>
${bodyHtml}
<p style="margin-top:32px;color:#888;font-size:12px">${i18n._('Sent by Eventory')}</p>
</div></body></html>`.value;
}

/**
 * The plain-text part: the title underlined, then blocks separated by blank lines (empty blocks
 * are left out).
 */
export function mailText(i18n: I18n, title: string, ...blocks: string[]): string {
  return [`${title}\n${'='.repeat(Math.min(title.length, 72))}`, ...blocks.filter((b) => b.trim() !== ''), i18n._('Sent by Eventory')].join('\n\n') + '\n';
}

const paragraph = (text: string) => html`<p style="line-height:1.5;margin:0 0 12px">${text.split('\n').map((line, i) => (i === 0 ? line : html`<br>${line}`))}</p>`;

/**
 * Builds a whole message, HTML and text parts, from one {@link MailContent} whose texts are already
 * in the language of `i18n` (which writes the frame around them: the footer, "Or open").
 */
export function composeMail(content: MailContent, i18n: I18n): MailMessage {
  const title = content.title ?? content.subject;
  const details = content.details ?? [];
  // Physical sides: mail clients (Outlook) ignore `start` and logical paddings.
  const labelStyle = textDirection(i18n.locale) === 'rtl' ? 'text-align:right;padding:4px 0 4px 12px;color:#555' : 'text-align:left;padding:4px 12px 4px 0;color:#555';
  const bodyHtml = html`${content.paragraphs.map(paragraph)}
${details.length ? html`<table style="border-collapse:collapse;margin:12px 0">${details.map(([label, value]) => html`<tr><th style="${labelStyle}">${label}</th><td style="padding:4px 0">${value}</td></tr>`)}</table>` : ''}
${content.extra?.html ?? ''}
${content.link ? html`<p style="margin:24px 0"><a href="${content.link.url}" style="background:#1677ff;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${content.link.label}</a></p><p style="font-size:12px;color:#888">${i18n._('Or open {url}', { url: content.link.url })}</p>` : ''}`;
  return {
    to: content.to,
    subject: content.subject,
    html: mailLayout({ title, bodyHtml, i18n }),
    text: mailText(
      i18n,
      title,
      ...content.paragraphs,
      details.map(([label, value]) => `${label}: ${value}`).join('\n'),
      content.extra?.text ?? '',
      content.link ? `${content.link.label}: ${content.link.url}` : '',
    ),
    ...(content.attachments ? { attachments: content.attachments } : {}),
  };
}
