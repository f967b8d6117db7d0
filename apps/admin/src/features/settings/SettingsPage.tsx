import { useMemo } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Flex, Form, Input, InputNumber, Select, Switch } from 'antd';
import { i18n } from '@lingui/core';
import { currencyCodes } from '@eventory/core';
import { LanguageSelect } from '../../shared/LanguageSelect';
import { reloadForLanguage } from '../../app/i18n';
import { adminLanguage } from '../../app/languageFiles';
import { bootstrap } from '../../bootstrap';
import { settingsClient, type Settings } from '../../api/settings';
import { settingsKey, useSettings } from '../../app/useSettings';
import { handleSaveError } from '../../shared/saveError';
import { ScreenTitle } from '../../shared/ScreenTitle';
import { TEMPLATE_DEFAULT_FIELDS, templateDefaults, TemplateSettingsFields, type TemplateDefaultField } from './TemplateSettingsFields';
import { localeOfSiteLanguage, settingRule } from './settingsRules';
import { useCurrencyChange } from './useCurrencyChange';
import { SubmitButton } from '../../shared/SubmitButton';

/** Settings whose server errors show beside their field. */
const FIELDS = ['site_language', 'currency', 'locale', 'offline_payment_instructions', 'reservation_hours', 'registered_domains', ...TEMPLATE_DEFAULT_FIELDS] as const;

/** The form's values: the switches map to 'on'/'off' settings, the rest are the settings themselves. */
interface SettingsValues extends Pick<Settings, 'site_language' | 'currency' | 'locale' | 'offline_payment_instructions' | 'reservation_hours' | 'registered_domains' | TemplateDefaultField> {
  disableCategoryAndTags: boolean;
  rsvp: boolean;
  thirdPartyBuilder: boolean;
}

function toValues(settings: Settings): SettingsValues {
  const { site_language, currency, locale, offline_payment_instructions, reservation_hours, registered_domains } = settings;
  return {
    disableCategoryAndTags: settings.disable_category_and_tags === 'on',
    rsvp: settings.modules.rsvp === 'on',
    thirdPartyBuilder: settings.third_party_builder === 'on',
    site_language,
    currency,
    locale,
    offline_payment_instructions,
    reservation_hours,
    registered_domains,
    ...templateDefaults(settings),
  };
}

/**
 * Currency select options, once per admin language: every ISO 4217 code the browser can format,
 * with its name in that language ('JPY — Japanese Yen', in German 'JPY — Japanischer Yen'), so a search for the code or the name finds it.
 */
function currencyOptions(language: string) {
  const names = new Intl.DisplayNames([language], { type: 'currency', fallback: 'none' });
  return currencyCodes().map((code) => {
    const name = names.of(code);
    return { value: code, label: name ? `${code} — ${name}` : code };
  });
}

function onOff(value: boolean): 'on' | 'off' {
  return value ? 'on' : 'off';
}

/**
 * `/settings`: the global settings (SPEC §3): two switches, the currency and locale of prices and
 * dates, the offline-payment instructions and reservation hours (issue #9 §4), and the site-wide
 * default templates and third-party builder support (issue #10). Each typed field is checked by
 * core's rule of that setting before sending (settingsRules.ts), and what the server refuses shows
 * beside its field too, in plain words, never as a field path; nothing is changed silently (no
 * clamping of the hours); a new currency asks first (ticket prices are not converted). Saving refreshes the settings query, so the header menu and the category
 * and tag screens react at once.
 */
export default function SettingsPage() {
  const settings = useSettings();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<SettingsValues>();
  const checkCurrency = useCurrencyChange();
  // A new admin language reloads the page, so the names are made once.
  const currencies = useMemo(() => currencyOptions(i18n.locale), []);
  const save = useMutation({
    mutationFn: settingsClient.update,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      return queryClient.invalidateQueries({ queryKey: settingsKey });
    },
  });

  const submit = ({ disableCategoryAndTags, rsvp, thirdPartyBuilder, ...rest }: SettingsValues) => {
    save.mutate(
      { disable_category_and_tags: onOff(disableCategoryAndTags), modules: { rsvp: onOff(rsvp) }, third_party_builder: onOff(thirdPartyBuilder), ...rest, ...templateDefaults(rest) },
      {
        onSuccess: (saved) => {
          // The form shows what was stored (an address as its origin, a currency in capitals), not what was typed.
          form.setFieldsValue(toValues(saved));
          message.success(i18n._('Settings saved'));
          reloadForLanguage(adminLanguage({ user: bootstrap.user, settings: saved }));
        },
        onError: (error) => {
          // Field errors show beside their fields in plain words; only what no field shows is announced.
          const { message: reason, failure } = handleSaveError(form, error, FIELDS, i18n._('try again.'));
          if (failure) message.error(i18n._("Couldn't save the settings: {reason}", { reason }));
          else form.scrollToField(FIELDS.find((field) => form.getFieldError(field).length > 0) ?? FIELDS[0]);
        },
      },
    );
  };
  const onFinish = (values: SettingsValues) => checkCurrency(settings.currency, values.currency, () => submit(values));

  return (
    <Flex vertical gap={16}>
      <ScreenTitle>{i18n._('Settings')}</ScreenTitle>
      <Form<SettingsValues>
        form={form}
        name="settings"
        layout="vertical"
        initialValues={toValues(settings)}
        onFinish={onFinish}
        style={{ maxWidth: 640 }}
      >
        <Form.Item
          name="disableCategoryAndTags"
          label={i18n._('Disable categories and tags')}
          valuePropName="checked"
          extra={i18n._('Hides the Add New button of event categories and tags and closes their create pages.')}
        >
          <Switch />
        </Form.Item>
        <Form.Item name="rsvp" label={i18n._('RSVP module')} valuePropName="checked" extra={i18n._('Turns the RSVP actions and the RSVP report on or off.')}>
          <Switch />
        </Form.Item>
        <Form.Item name="site_language" label={i18n._('Site language')} extra={i18n._('The language of the public pages and mails, and of the admin for users who have not chosen their own.')}>
          <LanguageSelect />
        </Form.Item>
        <Form.Item
          name="currency"
          label={i18n._('Currency')}
          extra={i18n._('Ticket prices and new bookings are in this currency; a booking keeps the currency it was made in.')}
          rules={[{ required: true, message: i18n._('Choose a currency') }]}
        >
          <Select showSearch optionFilterProp="label" options={currencies} style={{ width: 320, maxWidth: '100%' }} />
        </Form.Item>
        <Form.Item
          name="locale"
          label={i18n._('Locale')}
          extra={i18n._('How prices, dates and times are written: a locale of the site language, e.g. en-US, en-GB or en-DE for English, de-DE or de-CH for German.')}
          dependencies={['site_language']}
          rules={[{ required: true, message: i18n._('Give a locale such as en-US') }, settingRule('locale'), localeOfSiteLanguage]}
        >
          <Input style={{ width: 160 }} maxLength={35} />
        </Form.Item>
        <Form.Item
          name="offline_payment_instructions"
          label={i18n._('Offline payment instructions')}
          extra={i18n._('Shown to people whose booking waits for payment, on the page and in the mail.')}
        >
          <Input.TextArea rows={4} maxLength={2000} showCount />
        </Form.Item>
        <Form.Item
          name="reservation_hours"
          label={i18n._('Reservation hours')}
          extra={i18n._('An unpaid offline booking is cancelled after this many hours (1 to 1,440) and its seats return.')}
          rules={[{ required: true, message: i18n._('Give the hours a reservation holds') }, settingRule('reservation_hours')]}
        >
          {/* No min, max or precision: antd would change a value out of range silently; the rule says what is allowed instead. */}
          <InputNumber style={{ width: 160 }} />
        </Form.Item>
        <Form.Item
          name="registered_domains"
          label={i18n._('Registered domains')}
          extra={i18n._("Sites whose pages may show your widgets through Get Script, e.g. https://example.com. The license's domain is registered too.")}
          rules={[settingRule('registered_domains')]}
        >
          {/* A comma or a new line ends a domain; a space does not: an address never holds one, so 'ftp://bad domain/x' stays one entry, refused as a whole. */}
          <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',', '\n']} placeholder="https://example.com" />
        </Form.Item>
        <TemplateSettingsFields />
        <SubmitButton pending={save.isPending}>
          {i18n._('Save')}
        </SubmitButton>
      </Form>
    </Flex>
  );
}
