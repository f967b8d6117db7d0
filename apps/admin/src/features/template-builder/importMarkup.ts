import { i18n } from '@lingui/core';
import { TEMPLATE_ORIENTATIONS, TEMPLATE_TYPES, type TemplateCreateInput, type TemplateType } from '@eventory/core';

/** What an import reads from a file or pasted text: the markup, and what an export says about it. */
export type ImportedTemplate = Pick<TemplateCreateInput, 'content' | 'name' | 'orientation'> & { type?: TemplateType };

const pick = <T extends string>(value: unknown, allowed: readonly T[]): T | undefined => (allowed.includes(value as T) ? (value as T) : undefined);

/**
 * Reads an imported template: a JSON export (`{ content, name?, type?, orientation? }`, as the
 * original product and this one write them) or block markup as it is. Blocks are never judged here:
 * the server keeps unknown ones. Throws a message a person can act on when nothing is there.
 */
export function readImportedTemplate(text: string): ImportedTemplate {
  const trimmed = text.trim();
  if (!trimmed) throw new Error(i18n._('Paste block markup or choose a file that holds it.'));
  if (trimmed.startsWith('{')) {
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(trimmed) as Record<string, unknown>;
    } catch {
      throw new Error(i18n._('The file looks like JSON but could not be read. Export the template again or paste its block markup.'));
    }
    if (typeof parsed.content !== 'string' || !parsed.content.trim()) throw new Error(i18n._('The JSON holds no template content (a "content" field with block markup).'));
    return {
      content: parsed.content,
      name: typeof parsed.name === 'string' && parsed.name.trim() ? parsed.name.trim() : undefined,
      type: pick(parsed.type, TEMPLATE_TYPES),
      orientation: pick(parsed.orientation, TEMPLATE_ORIENTATIONS),
    };
  }
  return { content: trimmed };
}

/** A template name from a file name: `gold-certificate.html` → `gold-certificate`. */
export function nameFromFile(fileName: string): string {
  return fileName.replace(/\.[^.]+$/, '').trim();
}
