import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { compileBrowserCatalogue } from './catalog.js';

describe('compileBrowserCatalogue (issue #12 §3: the first row budget)', () => {
  const german = {
    Status: 'Status',
    'Log out': 'Abmelden',
    '{count, plural, one {# event} other {# events}}': '{count, plural, one {# Veranstaltung} other {# Veranstaltungen}}',
    "Don''t": "Don''t",
  };

  it('leaves out the messages that read as their id and keeps every other one compiled', () => {
    const compiled = compileBrowserCatalogue(german);
    expect(Object.keys(compiled).sort()).toEqual(["Don''t", 'Log out', '{count, plural, one {# event} other {# events}}']);
  });

  it('reads the same as the whole catalogue with a runtime that takes an id as its text', () => {
    const i18n = setupI18n({ locale: 'de', messages: { de: compileBrowserCatalogue(german) } });
    i18n.setMessagesCompiler((message) => message as never);
    expect(i18n._('Status')).toBe('Status');
    expect(i18n._('Log out')).toBe('Abmelden');
    expect(i18n._('{count, plural, one {# event} other {# events}}', { count: 2 })).toBe('2 Veranstaltungen');
    expect(i18n._("Don''t")).toBe("Don't");
  });
});
