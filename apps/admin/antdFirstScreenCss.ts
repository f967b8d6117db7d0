import fs from 'node:fs';
import { createRequire } from 'node:module';
import postcss, { type AtRule, type Rule } from 'postcss';
import type { Plugin } from 'vite';

/** The module main.tsx imports for the first screen's part of antd's stylesheet. */
export const ANTD_FIRST_SCREEN_CSS = 'virtual:antd-first-screen.css';
const RESOLVED_ID = `\0${ANTD_FIRST_SCREEN_CSS}`;

/**
 * The antd components the events list (the admin's first screen, SPEC §2) shows before any click,
 * by their class prefix (`.ant-<prefix>…`): the table with its pagination, selection checkboxes,
 * sorters, expand buttons, loading spinner and empty text; the filters (select, inputs); buttons,
 * tags, progress bars, secondary text; the alert of a list that failed to load; layout (flex, the App wrapper, the theme's CSS variables
 * under `ant-css-var`) and the motion classes those use. Popups (dropdown, tooltip, modal) and
 * every other screen wait for the whole stylesheet, loaded after the first rows are painted (see
 * src/app/antdStyles.ts).
 */
export const FIRST_SCREEN_COMPONENTS = [
  'alert',
  'app',
  'btn',
  'checkbox',
  'css',
  'empty',
  'fade',
  'flex',
  'input',
  'motion',
  'move',
  'pagination',
  'progress',
  'select',
  'slide',
  'spin',
  'table',
  'tag',
  'typography',
  'wave',
  'zoom',
] as const;

/** The last rule of the subset: how the browser side finds the subset's sheet (src/app/antdStyles.ts). */
export const FIRST_SCREEN_MARKER = '--eventory-antd-first-screen';

/**
 * The rules of antd's static stylesheet (`antd/dist/antd.css`, every component, ~1 MB) that style
 * `components`: a rule is kept when every antd class it names (`.ant-<name>`) belongs to one of
 * them, the owner of a class being the longest component prefix that starts it (so `input` does
 * not take `ant-input-number-…`, which belongs to `input-number`, a component the stylesheet marks
 * with its own `.ant-input-number-css-var`). Rules naming no antd class (links, icons, the theme's
 * variables) and keyframes are kept. Ends with a marker rule (FIRST_SCREEN_MARKER).
 */
export function antdSubset(css: string, components: readonly string[]): string {
  const wanted = new Set(components);
  const known = new Set(components);
  for (const match of css.matchAll(/\.ant-([a-z-]+?)-css-var\b/g)) known.add(match[1]!);
  const prefixes = [...known].sort((a, b) => b.length - a.length);
  const owner = (name: string) => prefixes.find((prefix) => name === prefix || name.startsWith(`${prefix}-`));
  const keeps = (rule: Rule) => {
    for (const match of rule.selector.matchAll(/\.ant-([a-z0-9-]+)/g)) {
      const component = owner(match[1]!);
      if (component === undefined || !wanted.has(component)) return false;
    }
    return true;
  };
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    // Keyframe steps (`0%{…}`) are not rules of a component.
    if (rule.parent?.type === 'atrule' && (rule.parent as AtRule).name.endsWith('keyframes')) return;
    if (!keeps(rule)) rule.remove();
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  root.append(postcss.rule({ selector: ':root' }).append({ prop: FIRST_SCREEN_MARKER, value: '1' }));
  return root.toString();
}

/**
 * Serves ANTD_FIRST_SCREEN_CSS: the part of antd's stylesheet the first screen needs
 * (FIRST_SCREEN_COMPONENTS, ~30 % of it), so the render-blocking stylesheet the browser parses
 * before the admin's script runs is that, not all of antd (issue #9 "Tests and measures": the
 * first event row).
 */
export function antdFirstScreenCss(): Plugin {
  const require = createRequire(import.meta.url);
  return {
    name: 'eventory-antd-first-screen-css',
    resolveId: (id) => (id === ANTD_FIRST_SCREEN_CSS ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const file = require.resolve('antd/dist/antd.css');
      this.addWatchFile(file);
      return antdSubset(fs.readFileSync(file, 'utf8'), FIRST_SCREEN_COMPONENTS);
    },
  };
}
