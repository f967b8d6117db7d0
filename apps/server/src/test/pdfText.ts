import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A PDF's pages and their text (pdf.js text layer: real text, never read from an image). Test code only. */
export async function pdfText(pdf: Uint8Array): Promise<{ pages: number; text: string; width: number; height: number }> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  try {
    const parts: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    const [, , width, height] = (await doc.getPage(1)).view;
    return { pages: doc.numPages, text: parts.join('\n').replace(/\s+/g, ' '), width: width!, height: height! };
  } finally {
    await doc.destroy();
  }
}
