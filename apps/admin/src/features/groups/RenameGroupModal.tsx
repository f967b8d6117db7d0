import { i18n } from '@lingui/core';
import { App, Form, Modal } from 'antd';
import type { SpeakerGroup } from '@eventory/core';
import { ApiError } from '../../api/client';
import { GroupNameField, type GroupValues } from './GroupNameField';
import { useRenameGroup } from './queries';

interface RenameGroupModalProps {
  /** The group being renamed; kept while the modal closes so its title does not change. */
  group: SpeakerGroup | null;
  open: boolean;
  onClose: () => void;
}

/**
 * Renames a speaker group in a modal: the 'Group Name' field (Enter saves), Save disabled while
 * saving. A taken name (409) or a field error shows on the field; other failures as a message.
 */
export function RenameGroupModal({ group, open, onClose }: RenameGroupModalProps) {
  const [form] = Form.useForm<GroupValues>();
  const { message } = App.useApp();
  const rename = useRenameGroup();

  const onFinish = ({ name }: GroupValues) => {
    if (!group) return;
    rename.mutate(
      { id: group.id, name: name.trim() },
      {
        onSuccess: () => {
          message.success(i18n._('Successfully renamed the group!'));
          onClose();
        },
        onError: (error) => {
          const fieldError = error instanceof ApiError ? (error.errors?.name ?? (error.status === 409 ? error.message : undefined)) : undefined;
          if (fieldError) form.setFields([{ name: 'name', errors: [fieldError] }]);
          else message.error(error.message);
        },
      },
    );
  };

  return (
    <Modal
      open={open && group !== null}
      title={i18n._('Rename "{name}"', { name: group?.name ?? '' })}
      okText={i18n._('Save')}
      cancelText={i18n._('Cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ loading: rename.isPending, disabled: rename.isPending }}
      destroyOnHidden
    >
      <Form<GroupValues> key={group?.id} form={form} name="rename-group" layout="vertical" initialValues={{ name: group?.name ?? '' }} onFinish={onFinish}>
        <GroupNameField autoFocus />
      </Form>
    </Modal>
  );
}
