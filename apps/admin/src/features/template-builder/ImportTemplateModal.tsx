import { i18n } from '@lingui/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Form, Input, Modal, Radio, Upload } from 'antd';
import type { TemplateType } from '@eventory/core';
import { nameFromFile, readImportedTemplate } from './importMarkup';
import { useCreateTemplate } from './queries';
import { TEMPLATE_TABS, templateBuilderPath } from './templateTabs';

interface ImportValues {
  type: TemplateType;
  name?: string;
  markup: string;
}

interface ImportTemplateModalProps {
  open: boolean;
  initialType: TemplateType;
  onClose: () => void;
}

/**
 * 'Import template' (issue #10 §4): a file (block markup, or a JSON export) or pasted block markup
 * becomes a draft of the chosen type, then its builder opens. Blocks this product does not know
 * are kept by the server and shown as such in the builder. A refusal shows the server's message.
 */
export default function ImportTemplateModal({ open, initialType, onClose }: ImportTemplateModalProps) {
  const navigate = useNavigate();
  const create = useCreateTemplate();
  const [form] = Form.useForm<ImportValues>();
  const [failure, setFailure] = useState<string | null>(null);

  const readFile = async (file: File) => {
    form.setFieldsValue({ markup: await file.text(), ...(form.getFieldValue('name') ? {} : { name: nameFromFile(file.name) }) });
    await form.validateFields(['markup']).catch(() => undefined);
  };

  const submit = async (values: ImportValues) => {
    setFailure(null);
    try {
      const imported = readImportedTemplate(values.markup);
      const name = values.name?.trim() || imported.name;
      const { id } = await create.mutateAsync({ ...imported, type: imported.type ?? values.type, ...(name ? { name } : {}), status: 'draft' });
      onClose();
      navigate(templateBuilderPath(id));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : i18n._('The template could not be imported.'));
    }
  };

  return (
    <Modal
      open={open}
      title={i18n._('Import template')}
      onCancel={onClose}
      okText={i18n._('Import')}
      okButtonProps={{ htmlType: 'submit', form: 'import-template', loading: create.isPending }}
      cancelText={i18n._('Cancel')}
      destroyOnHidden
      afterOpenChange={(visible) => visible || setFailure(null)}
    >
      <Form<ImportValues> id="import-template" form={form} layout="vertical" initialValues={{ type: initialType, markup: '' }} onFinish={(values) => void submit(values)} preserve={false}>
        <Form.Item name="type" label={i18n._('Template type')}>
          <Radio.Group aria-label={i18n._('Template type')} options={TEMPLATE_TABS.map((tab) => ({ value: tab.type, label: i18n._(tab.label) }))} />
        </Form.Item>
        <Form.Item name="name" label={i18n._('Name')} extra={i18n._("Left empty, the file's or export's name is used, else 'New Template'.")}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item label={i18n._('File')}>
          <Upload
            accept=".html,.htm,.txt,.json,text/html,text/plain,application/json"
            showUploadList={false}
            beforeUpload={(file) => {
              void readFile(file);
              return Upload.LIST_IGNORE;
            }}
          >
            <Button>{i18n._('Choose a file')}</Button>
          </Upload>
        </Form.Item>
        <Form.Item
          name="markup"
          label={i18n._('Block markup')}
          extra={i18n._("Paste a template's block markup (for instance one exported from the original product), or choose a file above.")}
          rules={[{ required: true, whitespace: true, message: i18n._('Paste block markup or choose a file that holds it.') }]}
        >
          <Input.TextArea rows={8} spellCheck={false} style={{ fontFamily: 'monospace' }} />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon role="alert" title={i18n._('The template could not be imported')} description={failure} />}
    </Modal>
  );
}
