import { i18n } from '@lingui/core';
import { useState } from 'react';
import { Empty, Flex, Input, Tabs } from 'antd';
import { SHORTCODE_WIDGETS } from '@eventory/core';
import { ScreenTitle } from '../../shared/ScreenTitle';
import { SavedScripts } from './SavedScripts';
import { ShortcodeCard } from './ShortcodeCard';
import './shortcodes.css';

/** True when a widget's title or description (as shown, or in English) or its shortcode name holds the typed text. */
function matches(text: string) {
  const needle = text.trim().toLowerCase();
  return (w: (typeof SHORTCODE_WIDGETS)[number]) =>
    needle === '' ||
    [w.title, i18n._(w.title), w.description, i18n._(w.description), w.name, ...Object.values(w.variant?.names ?? {})].some((s) => s.toLowerCase().includes(needle));
}

/**
 * `/shortcodes`: the Shortcode generator page (SPEC §2): one card per widget in SPEC's order,
 * searchable by name, and the saved Get Script records in their own tab.
 */
export default function ShortcodesPage() {
  const [search, setSearch] = useState('');
  const shown = SHORTCODE_WIDGETS.filter(matches(search));
  return (
    <Flex vertical gap={16}>
      <ScreenTitle>{i18n._('Shortcodes')}</ScreenTitle>
      <Tabs
        items={[
          {
            key: 'widgets',
            label: i18n._('Widgets'),
            children: (
              <Flex vertical gap={16}>
                <Input.Search
                  allowClear
                  placeholder={i18n._('Search shortcodes by name')}
                  aria-label={i18n._('Search shortcodes by name')}
                  value={search}
                  onChange={(e) => setSearch(e.target.value)}
                  style={{ maxWidth: 360 }}
                />
                {shown.length === 0 ? <Empty description={i18n._('No widget matches "{search}"', { search: search.trim() })} /> : shown.map((widget) => <ShortcodeCard key={widget.id} widget={widget} />)}
              </Flex>
            ),
          },
          { key: 'scripts', label: i18n._('Saved scripts'), children: <SavedScripts /> },
        ]}
      />
    </Flex>
  );
}
