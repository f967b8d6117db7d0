import { i18n } from '@lingui/core';
import { useState } from 'react';
import { App, Button, Card, Flex, Form, Radio, Typography } from 'antd';
import { buildWidgetShortcode, defaultValues, variantChoices, visibleFields, type ShortcodeWidget, type WidgetValues } from '@eventory/core';
import { scriptTag } from '../../api/shortcodes';
import { bootstrap } from '../../bootstrap';
import { CopyBox } from './CopyBox';
import { ScriptTagBox } from './ScriptTagBox';
import { choiceLabel, ShortcodeFieldItem } from './ShortcodeFieldItem';
import { useCreateScript } from './queries';
import { WidgetPreview } from './WidgetPreview';

/** The widget's defaults as form values: an unchosen id is undefined (an empty picker), not null. */
function formDefaults(widget: ShortcodeWidget): WidgetValues {
  return Object.fromEntries(Object.entries(defaultValues(widget)).map(([key, value]) => [key, value ?? undefined])) as WidgetValues;
}

/** The shortcode of the form as it stands, or null while it does not validate (or has not mounted). */
function previewCode(widget: ShortcodeWidget, values: WidgetValues | undefined): string | null {
  if (!values) return null;
  try {
    return buildWidgetShortcode(widget, values);
  } catch {
    return null;
  }
}

/**
 * One widget's card on the Shortcodes page (SPEC §2, §4 "Shortcode cards", §5): its title,
 * description and a form whose fields, defaults, options and limits come from the core schema.
 * Generate Shortcode validates the form first, then shows the shortcode with a Copy button; Get
 * Script stays disabled until a shortcode exists, then saves it and shows the script tag. A change
 * of the form takes both away until the next Generate Shortcode. Below, a live preview of the form
 * as it stands.
 */
export function ShortcodeCard({ widget }: { widget: ShortcodeWidget }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<WidgetValues>();
  const variantKey = widget.variant?.key ?? '';
  const variant = (Form.useWatch(variantKey, form) as string | undefined) ?? variantChoices(widget)[0] ?? null;
  const live = Form.useWatch((values: WidgetValues) => values, { form, preserve: true });
  const [shortcode, setShortcode] = useState<string | null>(null);
  const [tag, setTag] = useState<string | null>(null);
  const createScript = useCreateScript();
  const headingId = `shortcode-${widget.id}-title`;
  const title = i18n._(widget.title);

  const generate = (values: WidgetValues) => {
    try {
      setShortcode(buildWidgetShortcode(widget, values));
      setTag(null);
    } catch (error) {
      message.error((error as Error).message);
    }
  };
  // What was generated no longer matches the form once it changes or fails to validate: it goes,
  // and Get Script waits for the next Generate Shortcode (SPEC §5; organiser walk: a stale
  // desc_limit="20" stayed up, Get Script enabled, beside 'Description limit must be at least 1').
  const discard = () => {
    setShortcode(null);
    setTag(null);
  };
  const getScript = () => {
    if (!shortcode) return;
    createScript.mutate(
      { post_name: widget.title, shortcode },
      {
        onSuccess: ({ id }) => setTag(scriptTag(bootstrap.siteUrl, id)),
        onError: (error) => message.error(i18n._("Couldn't create the script: {reason}", { reason: error.message })),
      },
    );
  };

  return (
    <Card
      className="shortcode-card"
      aria-labelledby={headingId}
      role="region"
      title={
        <Typography.Title level={2} id={headingId} style={{ margin: 0, fontSize: 18 }}>
          {title}
        </Typography.Title>
      }
    >
      <Typography.Paragraph type="secondary">{i18n._(widget.description)}</Typography.Paragraph>
      <Form<WidgetValues> form={form} name={widget.id} layout="vertical" initialValues={formDefaults(widget)} onFinish={generate} onFinishFailed={discard} onValuesChange={discard}>
        <div className="shortcode-fields">
          {widget.variant && (
            <Form.Item name={widget.variant.key} label={i18n._(widget.variant.label)}>
              <Radio.Group aria-label={i18n._(widget.variant.label)} optionType="button" options={variantChoices(widget).map((value) => ({ value, label: choiceLabel(value) }))} />
            </Form.Item>
          )}
          {visibleFields(widget, variant).map((field) => (
            <ShortcodeFieldItem key={field.key} field={field} />
          ))}
        </div>
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit">
            {i18n._('Generate Shortcode')}
          </Button>
          <Button onClick={getScript} disabled={!shortcode} loading={createScript.isPending}>
            {i18n._('Get Script')}
          </Button>
        </Flex>
      </Form>
      {shortcode && (
        <Flex vertical gap={8} style={{ marginTop: 16 }}>
          <CopyBox label={i18n._('{widget} shortcode', { widget: title })} value={shortcode} />
          {tag && <ScriptTagBox label={i18n._('{widget} script tag', { widget: title })} value={tag} />}
        </Flex>
      )}
      <WidgetPreview title={title} code={previewCode(widget, live)} />
    </Card>
  );
}
