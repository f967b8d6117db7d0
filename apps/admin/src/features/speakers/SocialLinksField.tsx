import { i18n } from '@lingui/core';
import { useId } from 'react';
import { AutoComplete, Button, Flex, Form, Typography } from 'antd';
import { focusLater } from '../../shared/focus';
import { UrlInput } from '../../shared/UrlInput';

/** At most this many links (the API's limit). */
const MAX_LINKS = 20;

const PLATFORMS = ['Website', 'Mastodon', 'Bluesky', 'LinkedIn', 'GitHub', 'GitLab', 'X', 'YouTube', 'Instagram', 'Facebook'].map((value) => ({ value }));

/**
 * The 'Social links' list of the speaker form: rows of platform (free text with suggestions) and
 * URL, each removable, and 'Add social link', which puts the focus on the new row's platform. Both
 * parts of a row are required.
 */
export function SocialLinksField() {
  const platformId = `${useId()}-platform-`;
  return (
    <Form.Item label={i18n._('Social links')} required={false}>
      <Form.List name="social">
        {(fields, { add, remove }, { errors }) => (
          <Flex vertical gap={8}>
            {fields.length === 0 && <Typography.Text type="secondary">{i18n._('No social links.')}</Typography.Text>}
            {fields.map(({ key, name }) => (
              <Flex key={key} gap={8} align="start" wrap>
                <Form.Item
                  name={[name, 'platform']}
                  rules={[
                    { required: true, whitespace: true, message: i18n._('Name the network, e.g. Mastodon') },
                    { max: 50, message: i18n._('Keep the platform under 50 characters') },
                  ]}
                  style={{ width: 180, marginBottom: 0 }}
                >
                  <AutoComplete
                    id={`${platformId}${name}`}
                    options={PLATFORMS}
                    placeholder={i18n._('Platform')}
                    aria-label={i18n._('Platform of social link {number}', { number: name + 1 })}
                    showSearch={{ filterOption: (text, option) => option?.value.toLowerCase().includes(text.toLowerCase()) ?? false }}
                  />
                </Form.Item>
                <Form.Item
                  name={[name, 'url']}
                  rules={[
                    { required: true, whitespace: true, message: i18n._('Give the link, e.g. https://example.social/@name') },
                    { type: 'url', message: i18n._('A social link must be a full URL') },
                  ]}
                  style={{ flex: '1 1 260px', marginBottom: 0 }}
                >
                  <UrlInput placeholder="https://…" aria-label={i18n._('URL of social link {number}', { number: name + 1 })} />
                </Form.Item>
                <Button onClick={() => remove(name)} aria-label={i18n._('Remove social link {number}', { number: name + 1 })}>
                  {i18n._('Remove')}
                </Button>
              </Flex>
            ))}
            <Button
              type="dashed"
              onClick={() => {
                add({ platform: '', url: '' });
                focusLater(`${platformId}${fields.length}`);
              }}
              disabled={fields.length >= MAX_LINKS}
              style={{ alignSelf: 'flex-start' }}
            >
              {i18n._('Add social link')}
            </Button>
            <Form.ErrorList errors={errors} />
          </Flex>
        )}
      </Form.List>
    </Form.Item>
  );
}
