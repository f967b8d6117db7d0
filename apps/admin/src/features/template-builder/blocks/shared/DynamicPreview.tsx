import { i18n } from '@lingui/core';
import type { ReactNode } from 'react';
import { useBlockProps } from '@wordpress/block-editor';
import { templateBlock } from '@eventory/core';

/** A block's title in the admin's language (its name when the builder does not know it). */
const blockTitle = (name: string): string => {
  const meta = templateBlock(name);
  return meta ? i18n._(meta.title) : name;
};

/**
 * The canvas view of a dynamic block (issue #10 §4), labelled with the block's name: a preview with
 * sample values, clearly labelled as such (the server fills in the real event's and attendee's data
 * on render), or, when `live`, with the values of the event chosen for the template.
 */
export function DynamicPreview({ name, live = false, children }: { name: string; live?: boolean; children: ReactNode }) {
  const blockProps = useBlockProps({ className: 'etn-dynamic-preview' });
  const title = blockTitle(name);
  return (
    <div {...blockProps}>
      <span className="etn-dynamic-preview__label">{live ? title : i18n._('{block} · sample values', { block: title })}</span>
      {children}
    </div>
  );
}

/** The optional heading of a section block (attributes `showTitle` and `title`). */
export function SectionTitle({ attributes }: { attributes: Record<string, unknown> }) {
  return attributes.showTitle === false || !attributes.title ? null : <h3 className="etn-section-title">{String(attributes.title)}</h3>;
}

/** Label/value rows, each shown only when its `show` is not false. */
export function SampleRows({ rows }: { rows: Array<{ label: string; value: string; show?: unknown }> }) {
  return (
    <dl className="etn-sample-rows">
      {rows
        .filter((r) => r.show !== false)
        .map((r) => (
          <div key={r.label}>
            <dt>{r.label}</dt>
            <dd>{r.value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** Small rounded labels (categories, tags, social networks). */
export function Chips({ items }: { items: string[] }) {
  return (
    <ul className="etn-chips">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** Cards with a title and a line under it (speakers, organizers, related events). */
export function SampleCards({ items, columns = 3, avatar = true }: { items: Array<[string, string]>; columns?: number; avatar?: boolean }) {
  return (
    <div className="etn-sample-cards" style={{ gridTemplateColumns: `repeat(${Math.max(1, Math.min(6, columns))}, 1fr)` }}>
      {items.map(([title, line]) => (
        <div key={title} className="etn-sample-card">
          {avatar && <span className="etn-sample-avatar" aria-hidden="true">{title.charAt(0)}</span>}
          <strong>{title}</strong>
          <span>{line}</span>
        </div>
      ))}
    </div>
  );
}
