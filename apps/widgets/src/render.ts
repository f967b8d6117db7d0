import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { WidgetLanguageProvider, type WidgetLanguage } from './language.js';

/**
 * Renders a widget component to HTML on the server (issue #11 §3: a widget's content is in the
 * HTML) in its language (issue #12 §2). React escapes every text and attribute value, so the
 * result is safe to emit as is.
 */
export function renderWidgetHtml(element: ReactElement, language: WidgetLanguage): string {
  return renderToString(createElement(WidgetLanguageProvider, { value: language, children: element }));
}
