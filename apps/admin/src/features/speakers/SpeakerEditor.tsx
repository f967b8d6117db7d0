import { i18n } from '@lingui/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { App, Button, Divider, Flex, Form, Input, Select } from 'antd';
import { CheckboxGroupField } from '../../shared/CheckboxGroupField';
import { withCreateOption } from '../../shared/creatable';
import { FailureAlert } from '../../shared/FailureAlert';
import { handleSaveError, type SaveFailure } from '../../shared/saveError';
import { UrlInput } from '../../shared/UrlInput';
import { useFormLeaveGuard } from '../../shared/useFormLeaveGuard';
import { useGroupNameOptions } from '../groups/useGroupNameOptions';
import { ImageUpload } from './ImageUpload';
import { useCreateSpeaker, useUpdateSpeaker } from './queries';
import { SocialLinksField } from './SocialLinksField';
import { ROLE_OPTIONS, SPEAKER_FIELDS, toSpeakerInput, type SpeakerValues } from './speakerFields';

interface SpeakerEditorProps {
  /** The speaker being edited; undefined creates one. */
  editingId?: number;
  initialValues: SpeakerValues;
}

/**
 * The Groups field: existing group names to pick (Enter picks the highlighted one), or a new name
 * typed and chosen through its explicit 'Create "<name>"' option.
 */
function GroupsSelect(props: { value?: string[]; onChange?: (names: string[]) => void; id?: string }) {
  const { options, ...groupOptions } = useGroupNameOptions();
  return (
    <Select<string[]>
      {...groupOptions}
      {...props}
      options={withCreateOption(options, groupOptions.showSearch.searchValue, props.value ?? [])}
      mode="multiple"
      maxCount={50}
      placeholder={i18n._('Choose groups or type a new name')}
    />
  );
}

/**
 * The speaker form's fields and buttons: profile, photo, company, social links, roles and groups.
 * Save (disabled while saving, after a save and while uploading) creates or updates, then returns to /speakers; server
 * field errors land on their fields and anything else shows above the buttons. Leaving with
 * unsaved changes asks first.
 */
export function SpeakerEditor({ editingId, initialValues }: SpeakerEditorProps) {
  const [form] = Form.useForm<SpeakerValues>();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const create = useCreateSpeaker();
  const update = useUpdateSpeaker();
  const [uploads, setUploads] = useState(0);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const submitting = create.isPending || update.isPending;
  // Stays true after a save until the list shows: the form may linger while that screen loads.
  const saved = create.isSuccess || update.isSuccess;
  const onUploadingChange = (uploading: boolean) => setUploads((count) => count + (uploading ? 1 : -1));
  const leaveSaved = useFormLeaveGuard(form, initialValues, toSpeakerInput, i18n._('this speaker'));

  const onFinish = async (values: SpeakerValues) => {
    setFailure(null);
    const body = toSpeakerInput(values);
    try {
      if (editingId === undefined) await create.mutateAsync(body);
      else await update.mutateAsync({ id: editingId, body });
      message.success(editingId === undefined ? i18n._('Successfully created speaker!') : i18n._('Successfully updated speaker!'));
      leaveSaved('/speakers');
    } catch (error) {
      const outcome = handleSaveError(form, error, SPEAKER_FIELDS, i18n._('The speaker could not be saved.'));
      message.error(outcome.message);
      setFailure(outcome.failure);
    }
  };

  return (
    <Form<SpeakerValues> form={form} noValidate name="speaker" layout="vertical" initialValues={initialValues} onFinish={onFinish} style={{ maxWidth: 760 }}>
      <Form.Item
        name="name"
        label={i18n._('Name')}
        rules={[
          { required: true, whitespace: true, message: i18n._('Speaker name is required') },
          { max: 200, message: i18n._('Keep the name under 200 characters') },
        ]}
      >
        <Input autoFocus maxLength={200} />
      </Form.Item>
      <Form.Item name="email" label={i18n._('Email')} rules={[{ type: 'email', message: i18n._('Enter a valid email address') }]}>
        <Input type="email" autoComplete="off" />
      </Form.Item>
      <Form.Item name="designation" label={i18n._('Designation')} rules={[{ max: 200, message: i18n._('Keep the designation under 200 characters') }]}>
        <Input placeholder={i18n._('e.g. Research engineer')} maxLength={200} />
      </Form.Item>
      <Form.Item name="summary" label={i18n._('Bio')} rules={[{ max: 20_000, message: i18n._('Keep the bio under 20,000 characters') }]}>
        <Input.TextArea rows={6} maxLength={20_000} showCount dir="auto" />
      </Form.Item>
      <Form.Item name="image" label={i18n._('Photo')}>
        <ImageUpload kind="photo" onUploadingChange={onUploadingChange} />
      </Form.Item>

      <Divider titlePlacement="start">{i18n._('Company')}</Divider>
      <Form.Item name="company_name" label={i18n._('Company name')} rules={[{ max: 200, message: i18n._('Keep the company name under 200 characters') }]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="company_logo" label={i18n._('Company logo')}>
        <ImageUpload kind="logo" onUploadingChange={onUploadingChange} />
      </Form.Item>
      <Form.Item name="company_url" label={i18n._('Company URL')} rules={[{ type: 'url', message: i18n._('The company URL must be a full URL such as https://example.com') }]}>
        <UrlInput placeholder="https://example.com" />
      </Form.Item>

      <Divider titlePlacement="start">{i18n._('Links, roles and groups')}</Divider>
      <SocialLinksField />
      <Form.Item name="category" label={i18n._('Role')} rules={[{ required: true, type: 'array', min: 1, message: i18n._('Choose Speaker, Organizer or both') }]}>
        <CheckboxGroupField options={ROLE_OPTIONS} aria-label={i18n._('Role')} />
      </Form.Item>
      <Form.Item name="speaker_group" label={i18n._('Groups')} extra={i18n._('A name that is not a group yet: type it and choose "Create …" to create the group.')}>
        <GroupsSelect />
      </Form.Item>

      {failure && <FailureAlert failure={failure} />}
      <Flex gap={8}>
        <Button onClick={() => navigate('/speakers')}>{i18n._('Cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={submitting} disabled={submitting || saved || uploads > 0}>
          {i18n._('Save')}
        </Button>
      </Flex>
    </Form>
  );
}
