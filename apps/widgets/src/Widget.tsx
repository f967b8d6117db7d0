import type { ReactNode } from 'react';

/**
 * The frame of every widget: a labelled region (screen readers announce the widget's title, SPEC §2's
 * name in the widget's language: `widgetTitle`), the shared `ew` class that scopes the theme's custom
 * properties, and the widget's own classes.
 */
export function Widget({ title, className, children }: { title: string; className: string; children: ReactNode }) {
  return (
    <section className={`ew ${className}`} aria-label={title}>
      {children}
    </section>
  );
}

/** What a widget shows when its query found nothing. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <p className="ew-empty" role="note">
      {children}
    </p>
  );
}
