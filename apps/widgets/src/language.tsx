import { createContext, useContext, type ReactNode } from 'react';
import type { I18n } from '@eventory/core';

/**
 * The language a widget renders in (issue #12 §2): the Lingui instance of its catalogue, the `Intl`
 * locale of its dates and numbers, and its writing direction. The server picks it (the shortcode's
 * `lang`, then the visitor's Accept-Language, then the site's default) and renders the widget in it.
 */
export interface WidgetLanguage {
  /** The shipped language's code (`en`, `de`, …), the widget root's `lang`. */
  language: string;
  i18n: I18n;
  /** The BCP 47 locale dates, times and numbers are formatted in (`de-DE`). */
  locale: string;
  dir: 'ltr' | 'rtl';
}

const LanguageContext = createContext<WidgetLanguage | null>(null);

/** Gives the widgets inside it their language. */
export function WidgetLanguageProvider({ value, children }: { value: WidgetLanguage; children: ReactNode }) {
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

/** The language of the widget being rendered; a widget outside {@link WidgetLanguageProvider} is a programming error. */
export function useWidgetLanguage(): WidgetLanguage {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('A widget renders inside a WidgetLanguageProvider (see renderWidgetHtml)');
  return value;
}
