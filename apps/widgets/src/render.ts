import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

/**
 * Renders a widget component to HTML on the server (issue #11 §3: a widget's content is in the
 * HTML). React escapes every text and attribute value, so the result is safe to emit as is.
 */
export function renderWidgetHtml(element: ReactElement): string {
  return renderToString(element);
}
