import fs from 'node:fs';
import { createRequire } from 'node:module';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { antdSubset, FIRST_SCREEN_COMPONENTS, FIRST_SCREEN_MARKER } from './antdFirstScreenCss';

const SAMPLE = [
  '.ant-input-css-var{box-sizing:border-box}',
  '.ant-input-number-css-var{box-sizing:border-box}',
  '.ant-btn{display:inline-flex}',
  '.ant-input{padding:4px}',
  '.ant-input-number{width:90px}',
  '.ant-input-number .ant-input{padding:0}',
  '.ant-modal .ant-btn+.ant-btn{margin-inline-start:8px}',
  '@media (max-width: 767px){.ant-btn{width:100%}.ant-modal{top:0}}',
  '@keyframes antFadeIn{0%{opacity:0}100%{opacity:1}}',
  'a{color:var(--ant-color-link)}',
].join('');

describe('antdSubset (the first screen part of antd.css)', () => {
  const subset = antdSubset(SAMPLE, ['btn', 'input']);

  it('keeps the rules of the wanted components, in their order, media queries and keyframes included', () => {
    expect(subset).toContain('.ant-btn{display:inline-flex}');
    expect(subset).toContain('.ant-input{padding:4px}');
    expect(subset).toContain('@media (max-width: 767px){.ant-btn{width:100%}}');
    expect(subset).toContain('@keyframes antFadeIn');
    expect(subset).toContain('a{color:var(--ant-color-link)}');
    expect(subset.indexOf('.ant-btn{display')).toBeLessThan(subset.indexOf('.ant-input{padding'));
  });

  it('drops rules naming another component, also one whose name starts like a wanted one', () => {
    expect(subset).not.toContain('.ant-input-number{');
    expect(subset).not.toContain('.ant-input-number .ant-input');
    expect(subset).not.toContain('.ant-modal');
  });

  it('ends with the marker the browser finds the subset by', () => {
    const last = postcss.parse(subset).last;
    expect(last?.type === 'rule' && last.selector).toBe(':root');
    expect(last?.type === 'rule' && last.first?.type === 'decl' && last.first.prop).toBe(FIRST_SCREEN_MARKER);
  });

  it("takes about a third of antd's own stylesheet for the first screen", () => {
    const whole = fs.readFileSync(createRequire(import.meta.url).resolve('antd/dist/antd.css'), 'utf8');
    const part = antdSubset(whole, FIRST_SCREEN_COMPONENTS);
    expect(part).toContain('.ant-table-wrapper');
    expect(part).toContain('.ant-pagination');
    expect(part).not.toContain('.ant-picker-dropdown');
    expect(part.length).toBeLessThan(whole.length * 0.4);
  });
});
