import type { RenderTemplate } from '../types.js';

/** Paper size of a certificate or ticket template in CSS px (SPEC §9: landscape 842x595, portrait 595x842); none for event pages. */
export function paperSize(template: Pick<RenderTemplate, 'type' | 'orientation'>): { width: number; height: number } | undefined {
  if (template.type === 'event') return undefined;
  return template.orientation === 'portrait' ? { width: 595, height: 842 } : { width: 842, height: 595 };
}
