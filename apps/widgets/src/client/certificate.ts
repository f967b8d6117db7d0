/**
 * The Event Certificate widget's client script (served as `/static/widgets/certificate.js`, loaded
 * by pages with the widget): the finder answers inside the widget, the link to the certificate or
 * why there is none, instead of taking the whole window (an embed's partner page) to Eventory's
 * answer page. The texts are the widget's, in its language (the form's data attributes); without
 * JavaScript, or on an answer it does not expect, the form posts as before.
 */

/** The form's data attribute holding the text for each refusal code of `POST /certificate-finder`. */
const REFUSALS: Record<string, string> = { not_found: 'noMatch', not_eligible: 'notEligible' };

/** Wires one finder form; idempotent (a page with two such widgets loads the script twice). */
export function mountCertificateFinder(form: HTMLFormElement): void {
  if (form.dataset.ewMounted) return;
  form.dataset.ewMounted = 'yes';
  const result = form.querySelector<HTMLElement>('.ew-form-result');
  if (!result) return;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    result.textContent = '';
    let response: Response;
    try {
      const body = new URLSearchParams();
      for (const field of Array.from(form.elements) as HTMLInputElement[]) if (field.name) body.append(field.name, field.value);
      response = await fetch(form.action, { method: 'POST', headers: { accept: 'application/json' }, body });
    } catch {
      form.submit();
      return;
    }
    const answer = (await response.json().catch(() => ({}))) as { url?: string; code?: string };
    const refusal = answer.code ? form.dataset[REFUSALS[answer.code] ?? ''] : undefined;
    if (response.ok && answer.url) {
      const link = document.createElement('a');
      link.href = answer.url;
      link.target = '_top';
      link.textContent = form.dataset.open ?? answer.url;
      result.append(link);
    } else if (refusal) {
      result.textContent = refusal;
    } else {
      form.submit();
    }
  });
}

document.querySelectorAll<HTMLFormElement>('form[data-certificate-finder]').forEach(mountCertificateFinder);
