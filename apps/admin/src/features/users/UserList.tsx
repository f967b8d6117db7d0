import { useState } from 'react';
import { i18n } from '@lingui/core';
import { useMatch, useNavigate } from 'react-router-dom';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Form, Input, Modal, Select, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { SUPER_ADMIN_ROLE, type SiteRole } from '@eventory/core';
import { ApiError } from '../../api/client';
import { permissionsClient } from '../../api/permissions';
import { usersClient, type User, type UserBody } from '../../api/users';
import { bootstrap } from '../../bootstrap';
import { DELETE_BUTTON, errorText } from '../../shared/confirmedAction';
import { useConfirmedAction } from '../../shared/useConfirmedAction';
import { pageAfterRemoval, showingTotal, type PagedFilters, listPagination, listLoading } from '../../shared/listControls';
import type { ParamSpec } from '../../shared/listParams';
import { rememberedList } from '../../shared/RememberedList';
import { useUrlPagedFilters } from '../../shared/useUrlPagedFilters';
import { LoadError } from '../../shared/LoadError';
import { SearchField } from '../../shared/SearchField';
import { ScreenTitle } from '../../shared/ScreenTitle';
import { DateTime } from '../../shared/format';
import { LanguageSelect } from '../../shared/LanguageSelect';
import { reloadForLanguage } from '../../app/i18n';
import { adminLanguage } from '../../app/languageFiles';
import { useSettings } from '../../app/useSettings';
import { roleLabel } from '../access-control/roleNames';

/** Query keys of users in one place: every change invalidates `all`. */
const userKeys = {
  all: ['users'] as const,
  list: (filters: PagedFilters & { role: string | undefined }) => ['users', 'list', filters] as const,
};

const rolesKey = ['permissions', 'roles'] as const;

function useRoles() {
  return useQuery({ queryKey: rolesKey, queryFn: permissionsClient.roles, staleTime: 5 * 60_000 });
}

function useUserMutation<TVars, TResult>(mutationFn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }) });
}

/** The modal's fields; the password is required when creating, optional (a new one) when editing. */
type UserValues = UserBody;

/** Who the modal is for: a new user, or the one being edited. */
type ModalTarget = { mode: 'create' } | { mode: 'edit'; user: User };

interface UserModalProps {
  target: ModalTarget | null;
  roles: SiteRole[];
  onClose: () => void;
}

function sameTarget(a: ModalTarget, b: ModalTarget | null): boolean {
  if (b === null || a.mode !== b.mode) return false;
  return a.mode === 'create' || (b.mode === 'edit' && a.user === b.user);
}

/** Create (Email, Name, Password, Role) or edit (Name, New password, Role) a user in a modal. */
function UserModal({ target, roles, onClose }: UserModalProps) {
  const [form] = Form.useForm<UserValues>();
  const [shown, setShown] = useState<ModalTarget | null>(target);
  if (target !== null && !sameTarget(target, shown)) setShown(target);
  const { message } = App.useApp();
  const settings = useSettings();
  const create = useUserMutation((body: UserBody) => usersClient.create(body));
  const update = useUserMutation(({ id, body }: { id: number; body: Partial<UserBody> }) => usersClient.update(id, body));
  const submitting = create.isPending || update.isPending;
  // While closing, the modal keeps showing its last target so its title and fields do not flip.
  const current = target ?? shown;
  const editing = current?.mode === 'edit' ? current.user : null;

  const onError = (error: Error) => {
    if (error instanceof ApiError && error.errors) {
      form.setFields(Object.entries(error.errors).map(([name, text]) => ({ name: name as keyof UserValues, errors: [text] })));
    } else if (error instanceof ApiError && error.status === 409 && !editing) {
      form.setFields([{ name: 'email', errors: [error.message] }]);
    } else {
      message.error(error.message);
    }
  };

  const onFinish = (values: UserValues) => {
    if (editing) {
      update.mutate(
        { id: editing.id, body: { display_name: values.display_name, role: values.role, language: values.language ?? null, ...(values.password ? { password: values.password } : {}) } },
        {
          onSuccess: (saved) => {
            message.success(i18n._('Successfully updated user!'));
            // A new password ended the user's other sessions: the server says so, and about their API tokens.
            if (saved.notice) message.info(saved.notice);
            onClose();
            if (saved.id === bootstrap.user.id) reloadForLanguage(adminLanguage({ user: saved, settings }));
          },
          onError,
        },
      );
      return;
    }
    create.mutate(values, {
      onSuccess: () => {
        message.success(i18n._('Successfully created user!'));
        onClose();
      },
      onError,
    });
  };

  return (
    <Modal
      open={target !== null}
      title={editing ? i18n._('Edit {name}', { name: editing.display_name }) : i18n._('Add New User')}
      okText={editing ? i18n._('Save') : i18n._('Create User')}
      okButtonProps={{ htmlType: 'submit', loading: submitting, disabled: submitting }}
      onCancel={onClose}
      destroyOnHidden
      modalRender={(dom) => (
        <Form<UserValues> noValidate
          form={form}
          name="user"
          layout="vertical"
          clearOnDestroy
          initialValues={editing ? { display_name: editing.display_name, role: editing.role, language: editing.language } : { language: null }}
          onFinish={onFinish}
        >
          {dom}
        </Form>
      )}
    >
      {editing ? (
        <Typography.Paragraph type="secondary">{editing.email}</Typography.Paragraph>
      ) : (
        <Form.Item
          name="email"
          label={i18n._('Email')}
          rules={[
            { required: true, message: i18n._('Email is required') },
            { type: 'email', message: i18n._('Enter a valid email address') },
          ]}
        >
          <Input type="email" autoComplete="off" autoFocus />
        </Form.Item>
      )}
      <Form.Item name="display_name" label={i18n._('Name')} rules={[{ required: true, whitespace: true, message: i18n._('Name is required') }]}>
        <Input autoFocus={editing !== null} />
      </Form.Item>
      <Form.Item
        name="password"
        label={editing ? i18n._('New password (optional)') : i18n._('Password')}
        extra={editing ? i18n._('Leave it empty to keep the password. A new one logs the user out everywhere else.') : undefined}
        rules={[
          { required: !editing, message: i18n._('Password is required') },
          { min: 8, message: i18n._('Use a password of at least 8 characters') },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="role" label={i18n._('Role')} rules={[{ required: true, message: i18n._('Choose a role') }]}>
        <Select placeholder={i18n._('Choose a role')} options={roles.map((role) => ({ value: role.key, label: roleLabel(role) }))} />
      </Form.Item>
      <Form.Item name="language" label={i18n._('Language')}>
        <LanguageSelect siteDefault />
      </Form.Item>
    </Modal>
  );
}

interface UserFilterValues {
  role: string | undefined;
}
const NO_FILTERS: UserFilterValues = { role: undefined };
const FILTER_PARAMS: ParamSpec<UserFilterValues> = { role: 'string' };

/** `/users` and `/users/create`; the list's filters, search and page live in the URL and are restored on coming back. */
export default rememberedList('users', UserListScreen);

/**
 * The site's users with search, role filter and paging (kept in the URL); create (opened
 * automatically on /users/create), edit name and role, and delete behind a confirmation.
 */
function UserListScreen() {
  const confirm = useConfirmedAction();
  const navigate = useNavigate();
  const creating = useMatch('/users/create') !== null;
  const [editing, setEditing] = useState<User | null>(null);
  const { searchText, setSearchText, filters, setFilter, setPage } = useUrlPagedFilters(NO_FILTERS, FILTER_PARAMS);
  const { data, error, isFetching, refetch } = useQuery({
    queryKey: userKeys.list(filters),
    queryFn: () => usersClient.list(filters),
    placeholderData: keepPreviousData,
  });
  const roles = useRoles();
  const remove = useUserMutation((id: number) => usersClient.remove(id));
  const roleNames = new Map((roles.data ?? []).map((role) => [role.key, roleLabel(role)]));
  const items = data?.items ?? [];

  const target: ModalTarget | null = creating ? { mode: 'create' } : editing ? { mode: 'edit', user: editing } : null;
  const closeModal = () => {
    setEditing(null);
    if (creating) navigate('/users');
  };

  const confirmDelete = (user: User) => {
    confirm({
      ...DELETE_BUTTON,
      title: i18n._('Are you sure you want to delete this user?'),
      content: i18n._('{name} ({email}) will no longer be able to sign in.', { name: user.display_name, email: user.email }),
      run: () => remove.mutateAsync(user.id),
      success: i18n._('Successfully deleted the user!'),
      failure: (error) => `${i18n._('Failed to delete the user!')} ${errorText(error)}`,
      onDone: () => setPage(pageAfterRemoval(filters.paged, items.length, 1), filters.per_page),
    });
  };

  const columns: TableColumnsType<User> = [
    { title: i18n._('Name'), dataIndex: 'display_name', key: 'display_name' },
    { title: i18n._('Email'), dataIndex: 'email', key: 'email' },
    {
      title: i18n._('Role'),
      dataIndex: 'role',
      key: 'role',
      render: (_, user) => <Tag color={user.role === SUPER_ADMIN_ROLE ? 'gold' : undefined}>{roleNames.get(user.role) ?? user.role}</Tag>,
    },
    { title: i18n._('Created'), dataIndex: 'created_at', key: 'created_at', render: (_, user) => <DateTime instant={user.created_at} /> },
    {
      title: i18n._('Action'),
      key: 'action',
      width: 160,
      render: (_, user) => {
        const self = user.id === bootstrap.user.id;
        return (
          <Flex gap={8}>
            <Button type="link" size="small" onClick={() => setEditing(user)} aria-label={i18n._('Edit {name}', { name: user.display_name })}>
              {i18n._('Edit')}
            </Button>
            <Tooltip title={self ? i18n._('You cannot delete your own account.') : undefined}>
              <Button type="link" danger size="small" disabled={self} onClick={() => confirmDelete(user)} aria-label={i18n._('Delete {name}', { name: user.display_name })}>
                {i18n._('Delete')}
              </Button>
            </Tooltip>
          </Flex>
        );
      },
    },
  ];

  return (
    <Flex vertical gap={16}>
      <ScreenTitle>{i18n._('Users')}</ScreenTitle>
      <LoadError what="users" error={error} onRetry={refetch} />
      {roles.error && <Alert type="warning" showIcon title={i18n._('Could not load the roles.')} description={roles.error.message} />}
      <Flex gap={12} wrap align="center">
        <SearchField placeholder={i18n._('Search users by name or email')} value={searchText} onChange={setSearchText} width={280} />
        <Select
          allowClear
          placeholder={i18n._('All roles')}
          aria-label={i18n._('Filter by role')}
          value={filters.role}
          onChange={(role?: string) => setFilter({ role })}
          options={(roles.data ?? []).map((role) => ({ value: role.key, label: roleLabel(role) }))}
          loading={roles.isPending}
          style={{ width: 200 }}
        />
      </Flex>
      <Table<User>
        rowKey="id"
        columns={columns}
        dataSource={data?.items}
        loading={listLoading(isFetching)}
        locale={{ emptyText: filters.search || filters.role ? i18n._('No users match these filters.') : i18n._('No users yet.') }}
        pagination={listPagination(filters, data?.total_items ?? 0, showingTotal('users'), setPage)}
      />
      <UserModal target={target} roles={roles.data ?? []} onClose={closeModal} />
    </Flex>
  );
}
