import type { HTMLAttributes, ReactNode } from 'react';

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

/**
 * A heading of a widget's outline: level 2 for what sits right under the page's h1 (the widget
 * page's title, or the page a shortcode is placed on), 3 under one of the widget's own h2s, so
 * screen readers' heading navigation meets no skipped level.
 */
export function Heading({ level, ...props }: HTMLAttributes<HTMLHeadingElement> & { level: 2 | 3 }) {
  return level === 2 ? <h2 {...props} /> : <h3 {...props} />;
}
