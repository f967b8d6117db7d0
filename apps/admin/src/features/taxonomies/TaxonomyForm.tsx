import { useCallback, useEffect, type ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { useNavigate, useParams } from 'react-router-dom';
import { App, Button, Flex, Form, Input, Result, Spin, type FormInstance } from 'antd';
import type { Tag } from '@eventory/core';
import { ApiError } from '../../api/client';
import { useSettings } from '../../app/useSettings';
import { useFormLeaveGuard } from '../../shared/useFormLeaveGuard';
import { useCreateTaxonomy, useTaxonomyItem, useUpdateTaxonomy } from './queries';
import type { TaxonomyResource, TaxonomyValues } from './resources';
import { ScreenTitle } from '../../shared/ScreenTitle';

interface TaxonomyFormProps<TItem extends Tag, TInput> {
  resource: TaxonomyResource<TItem, TInput>;
  /** Fields placed after the name (categories: Parent Category); gets the id being edited. */
  renderFields?: (editingId: number | undefined) => ReactNode;
  /** Placed after Description (categories: the extension meta slot). */
  meta?: ReactNode;
}

/** Puts the server's per-field messages (`errors`) on the matching form fields; false when there are none. */
function showFieldErrors(form: FormInstance<TaxonomyValues>, error: Error): boolean {
  if (!(error instanceof ApiError) || !error.errors) return false;
  form.setFields(Object.entries(error.errors).map(([name, text]) => ({ name: name as keyof TaxonomyValues, errors: [text] })));
  return true;
}

const EMPTY_VALUES: TaxonomyValues = { name: '' };

interface FieldsProps<TItem extends Tag, TInput> extends TaxonomyFormProps<TItem, TInput> {
  editingId?: number;
  initialValues?: TaxonomyValues;
}

function TaxonomyFields<TItem extends Tag, TInput>({ resource, renderFields, meta, editingId, initialValues }: FieldsProps<TItem, TInput>) {
  const [form] = Form.useForm<TaxonomyValues>();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const create = useCreateTaxonomy(resource);
  const update = useUpdateTaxonomy(resource);
  const submitting = create.isPending || update.isPending;
  // A new form starts with no values at all.
  const toBody = useCallback((values: TaxonomyValues) => resource.toInput({ ...EMPTY_VALUES, ...values }), [resource]);
  const leaveSaved = useFormLeaveGuard(form, initialValues ?? EMPTY_VALUES, toBody, i18n._(resource.texts.unsavedWhat));

  const onFinish = (values: TaxonomyValues) => {
    const body = resource.toInput(values);
    if (editingId !== undefined) {
      update.mutate(
        { id: editingId, body },
        {
          onSuccess: () => {
            message.success(i18n._(resource.texts.updated));
            leaveSaved(resource.listPath);
          },
          onError: (error) => {
            if (!showFieldErrors(form, error)) message.error(error.message);
          },
        },
      );
      return;
    }
    create.mutate(body, {
      onSuccess: () => {
        message.success(i18n._(resource.texts.created));
        leaveSaved(resource.listPath);
      },
      // SPEC §8: a tag's failure is said, a category's only logged, but a category field's problem
      // (a name already taken) shows beside the field: it left the form as it was, without a word
      // (walk of 30 Nov 2026).
      onError: (error) => {
        if (resource.showCreateError) message.error(error.message);
        else if (!showFieldErrors(form, error)) console.error(`Creating the ${resource.singular} failed`, error);
      },
    });
  };

  return (
    <Form<TaxonomyValues> form={form} name={resource.singular} layout="vertical" initialValues={initialValues} onFinish={onFinish} style={{ maxWidth: 640 }}>
      <Form.Item
        name="name"
        label={i18n._(resource.texts.nameLabel)}
        rules={[
          { required: true, whitespace: true, message: i18n._(resource.texts.nameRequired) },
          { max: 200, message: i18n._('Keep the name under 200 characters') },
        ]}
      >
        <Input autoFocus />
      </Form.Item>
      {renderFields?.(editingId)}
      <Form.Item name="description" label={i18n._('Description')} rules={[{ max: 5000, message: i18n._('Keep the description under 5000 characters') }]}>
        <Input.TextArea rows={4} />
      </Form.Item>
      {meta}
      <Flex gap={8}>
        <Button onClick={() => navigate(resource.listPath)}>{i18n._('Cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={submitting} disabled={submitting}>
          {i18n._('Save')}
        </Button>
      </Flex>
    </Form>
  );
}

/**
 * The create/edit screen of a taxonomy (`/<kind>/create`, `/<kind>/edit/:id`): validates before
 * submitting, disables Save while submitting and returns to the list on success; leaving with
 * unsaved changes asks first. The create page goes back to the list when Settings disable
 * categories and tags (SPEC §2).
 */
export function TaxonomyForm<TItem extends Tag, TInput>({ resource, renderFields, meta }: TaxonomyFormProps<TItem, TInput>) {
  const navigate = useNavigate();
  const params = useParams();
  const editingId = params.id === undefined ? undefined : Number(params.id);
  const validId = editingId === undefined || (Number.isInteger(editingId) && editingId > 0);
  const settings = useSettings();
  const redirect = editingId === undefined && settings.disable_category_and_tags === 'on';
  const item = useTaxonomyItem(resource, validId && editingId !== undefined ? editingId : 0);

  useEffect(() => {
    if (redirect) navigate(resource.listPath, { replace: true });
  }, [redirect, navigate, resource.listPath]);

  const title = i18n._(editingId === undefined ? resource.texts.addTitle : resource.texts.editTitle);
  const back = (
    <Button type="primary" onClick={() => navigate(resource.listPath)}>
      {i18n._(resource.texts.backToList)}
    </Button>
  );

  if (redirect) return null;
  if (!validId) return <Result status="404" title={i18n._(resource.texts.notFound)} extra={back} />;
  if (editingId !== undefined && item.error) return <Result status="error" title={i18n._(resource.texts.loadFailed)} subTitle={item.error.message} extra={back} />;
  if (editingId !== undefined && !item.data) return <Spin style={{ display: 'block', margin: 48 }} aria-label={i18n._(resource.texts.loading)} />;

  return (
    <Flex vertical gap={16}>
      <ScreenTitle>
        {title}
      </ScreenTitle>
      <TaxonomyFields
        key={editingId ?? 'new'}
        resource={resource}
        renderFields={renderFields}
        meta={meta}
        editingId={editingId}
        initialValues={item.data ? resource.toValues(item.data) : undefined}
      />
    </Flex>
  );
}
