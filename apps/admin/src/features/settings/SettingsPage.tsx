import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Form, Switch } from 'antd';
import { settingsClient, type Settings } from '../../api/settings';
import { settingsKey, useSettings } from '../../app/useSettings';
import { ScreenTitle } from '../../shared/ScreenTitle';

/** The switches of the form; each maps to one 'on'/'off' setting. */
interface SettingsValues {
  disableCategoryAndTags: boolean;
  rsvp: boolean;
}

function toValues(settings: Settings): SettingsValues {
  return { disableCategoryAndTags: settings.disable_category_and_tags === 'on', rsvp: settings.modules.rsvp === 'on' };
}

function onOff(value: boolean): 'on' | 'off' {
  return value ? 'on' : 'off';
}

/**
 * `/settings`: the global settings (SPEC §3) as two switches. Saving refreshes the settings
 * query, so the header menu and the category and tag screens react at once.
 */
export default function SettingsPage() {
  const settings = useSettings();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const save = useMutation({
    mutationFn: settingsClient.update,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      return queryClient.invalidateQueries({ queryKey: settingsKey });
    },
  });

  const onFinish = (values: SettingsValues) => {
    save.mutate(
      { disable_category_and_tags: onOff(values.disableCategoryAndTags), modules: { rsvp: onOff(values.rsvp) } },
      {
        onSuccess: () => message.success('Settings saved'),
        onError: (error) => message.error(`Couldn't save the settings: ${error.message}`),
      },
    );
  };

  return (
    <Flex vertical gap={16}>
      <ScreenTitle>
        Settings
      </ScreenTitle>
      <Form<SettingsValues>
        key={`${settings.disable_category_and_tags}-${settings.modules.rsvp}`}
        name="settings"
        layout="vertical"
        initialValues={toValues(settings)}
        onFinish={onFinish}
        style={{ maxWidth: 640 }}
      >
        <Form.Item
          name="disableCategoryAndTags"
          label="Disable categories and tags"
          valuePropName="checked"
          extra="Hides the Add New button of event categories and tags and closes their create pages."
        >
          <Switch />
        </Form.Item>
        <Form.Item name="rsvp" label="RSVP module" valuePropName="checked" extra="Turns the RSVP actions and the RSVP report on or off.">
          <Switch />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending} disabled={save.isPending}>
          Save
        </Button>
      </Form>
    </Flex>
  );
}
