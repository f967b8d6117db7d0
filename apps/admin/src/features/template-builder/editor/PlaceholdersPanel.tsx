import { i18n } from '@lingui/core';
import { App, Typography } from 'antd';
import { PLACEHOLDER_GROUPS, placeholdersOf, placeholderToken } from '@eventory/core';
import { copyText } from '../../../shared/copyText';

/**
 * The Placeholders panel (SPEC §3, §8): every placeholder grouped (Event, Attendee, Ticket, Extra)
 * with its one-line meaning; a click copies `{{name}}` for pasting into any text block.
 */
export function PlaceholdersPanel() {
  const { message } = App.useApp();
  const copy = async (name: string) => {
    await copyText(placeholderToken(name)).then(
      () => void message.success(i18n._('Copied Successfully!')),
      () => void message.error(i18n._('Failed to copy')),
    );
  };
  return (
    <div className="etn-builder-placeholders">
      <Typography.Paragraph type="secondary" className="etn-builder-panel-help">
        {i18n._('Click a placeholder to copy it, then paste it into any text. It is replaced with the real value on every ticket, certificate and page.')}
      </Typography.Paragraph>
      {PLACEHOLDER_GROUPS.map((group) => (
        <section key={group} aria-labelledby={`placeholders-${group}`}>
          <h3 id={`placeholders-${group}`} className="etn-builder-group-title">
            {i18n._(group)}
          </h3>
          <ul className="etn-builder-placeholder-list">
            {placeholdersOf(group).map((p) => (
              <li key={p.name}>
                <button type="button" className="etn-builder-placeholder" onClick={() => void copy(p.name)} aria-label={i18n._('Copy {token}: {meaning}', { token: placeholderToken(p.name), meaning: i18n._(p.meaning) })}>
                  <code>{placeholderToken(p.name)}</code>
                  <span>{i18n._(p.meaning)}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
