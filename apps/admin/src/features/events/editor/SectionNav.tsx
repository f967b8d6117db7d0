import { i18n } from '@lingui/core';
import { Grid, Menu, Select } from 'antd';
import { SECTIONS, type SectionKey } from './sections';

/** A section's name, marked when it has unsaved changes. */
function sectionLabel(label: string, unsaved: boolean) {
  return unsaved ? (
    <span>
      {label} <span aria-label={i18n._('(unsaved changes)')} title={i18n._('Unsaved changes')}>•</span>
    </span>
  ) : (
    label
  );
}

/** Height of the phone select's list, px: every section at once (10 rows of 32 px), none scrolled out of sight. */
const SECTION_LIST_HEIGHT = SECTIONS.length * 32 + 8;

interface SectionNavProps {
  section: SectionKey;
  /** The sections with unsaved changes, marked with a dot. */
  unsaved: readonly SectionKey[];
  onChoose: (key: SectionKey) => void;
}

/**
 * The editor's section navigation: a menu beside the form from the `md` breakpoint (768 px) up;
 * below it, one select above the form, so on a phone the fields start on the first screen.
 */
export function SectionNav({ section, unsaved, onChoose }: SectionNavProps) {
  const compact = Grid.useBreakpoint().md === false;
  const labels = SECTIONS.map(({ key, label }) => ({ key, label: sectionLabel(i18n._(label), unsaved.includes(key)) }));
  return (
    <nav aria-label={i18n._('Event editor sections')} style={compact ? { flex: '1 1 100%' } : { flex: '0 0 220px' }}>
      {compact ? (
        <Select<SectionKey> aria-label={i18n._('Section')} value={section} options={labels.map(({ key, label }) => ({ value: key, label }))} onChange={onChoose} listHeight={SECTION_LIST_HEIGHT} style={{ width: '100%' }} />
      ) : (
        <Menu mode="inline" items={labels} selectedKeys={[section]} onClick={({ key }) => onChoose(key as SectionKey)} />
      )}
    </nav>
  );
}
