import { i18n } from '@lingui/core';
import { Checkbox, Form, Input, InputNumber, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ComponentProps } from 'react';
import { CHOICE_LABELS, LANGUAGE_NAMES, VISITOR_LANGUAGE, fieldSchema, type IdSource, type PublicLanguage, type Say, type ShortcodeField } from '@eventory/core';
import { checkRule } from '../../shared/checkRule';
import { EventSelect } from '../../shared/EventSelect';
import { RemoteMultiSelect } from '../../shared/RemoteMultiSelect';
import { useSiteLocaleMemo } from '../../shared/format';
import { nounText } from '../../shared/listNouns';
import { ID_SOURCES } from './sources';

/**
 * A choice's label in the form, in the admin's language: a readable name, or the value itself
 * (style-1, event-2). The `lang` field's languages read by their own names ('Deutsch'), and its
 * default as what it does (walk: 'auto' on a German screen).
 */
export const choiceLabel = (value: string) => {
  if (value === VISITOR_LANGUAGE) return i18n._("The visitor's language");
  if (Object.hasOwn(LANGUAGE_NAMES, value)) return LANGUAGE_NAMES[value as PublicLanguage];
  const label = CHOICE_LABELS[value];
  return label ? i18n._(label) : value;
};

/** Core's validation messages in the admin's language. */
const say: Say = (message, values) => i18n._(message, values);

/** The field's rule: the core schema's own check and message (one home for every limit), in the admin's language. */
function coreRule(field: ShortcodeField): Rule {
  const schema = fieldSchema(field, say);
  return checkRule((value) => {
    const result = schema.safeParse(value ?? undefined);
    return result.success ? null : (result.error.issues[0]?.message ?? i18n._('Not valid'));
  });
}

/** A multi-picker over real data with labels in the site's locale; Form.Item passes value and onChange. */
function IdsPicker({ source, ...props }: { source: IdSource } & Omit<ComponentProps<typeof RemoteMultiSelect>, 'source'>) {
  const remote = useSiteLocaleMemo(ID_SOURCES[source]);
  return <RemoteMultiSelect source={remote} placeholder={i18n._('Search {noun}', { noun: nounText(remote.noun) })} {...props} />;
}

/** The control of one field kind, its options and limits taken from the field (SPEC §9). */
function control(field: ShortcodeField) {
  switch (field.kind) {
    case 'number':
      // No min/max here: antd would clamp silently; the core rule says what the limit is instead.
      return <InputNumber precision={0} style={{ width: '100%' }} />;
    case 'yesno':
      return <Switch />;
    case 'choice':
      return <Select options={field.options.map((value) => ({ value, label: choiceLabel(value) }))} />;
    case 'multichoice':
      return <Checkbox.Group options={field.options.map((value) => ({ value, label: choiceLabel(value) }))} />;
    case 'text':
      return <Input maxLength={field.maxLength} />;
    case 'ids':
      return field.single ? <EventSelect /> : <IdsPicker source={field.source} />;
  }
}

/** One attribute of a shortcode card's form; yes/no fields are switches holding 'yes' / 'no'. */
export function ShortcodeFieldItem({ field }: { field: ShortcodeField }) {
  const toggle = field.kind === 'yesno';
  return (
    <Form.Item
      name={field.key}
      label={i18n._(field.label)}
      rules={[coreRule(field)]}
      required={field.kind === 'ids' && field.required}
      {...(toggle ? { getValueProps: (value: string) => ({ checked: value === 'yes' }), normalize: (checked: boolean) => (checked ? 'yes' : 'no') } : {})}
    >
      {control(field)}
    </Form.Item>
  );
}
