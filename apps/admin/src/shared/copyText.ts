/** Copies with a hidden textarea and `execCommand`, for pages without the clipboard API. */
function copyWithTextarea(text: string): void {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('The browser refused to copy.');
}

/**
 * Puts text on the clipboard: the clipboard API when the page has it (secure contexts), else a
 * textarea fallback (SPEC §8 "Copy placeholder").
 * @throws Error when neither way works
 */
export async function copyText(text: string): Promise<void> {
  const clipboard: Clipboard | undefined = navigator.clipboard;
  const copied = clipboard ? await clipboard.writeText(text).then(() => true, () => false) : false;
  if (!copied) copyWithTextarea(text);
}
