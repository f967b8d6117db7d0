import { i18n } from '@lingui/core';
import { App } from 'antd';
import { ApiError } from '../../api/client';
import type { TemplateListItem } from '@eventory/core';
import { DELETE_BUTTON } from '../../shared/confirmedAction';
import { useConfirmedAction } from '../../shared/useConfirmedAction';
import { useCloneTemplate, useDeleteTemplates } from './queries';

/** Messages of the template list, worded as SPEC §8's event and schedule ones. */
const DELETED = /*i18n*/ { id: 'Successfully deleted the template!' };
const DELETE_FAILED = /*i18n*/ { id: 'Failed to delete the template!' };
const CLONED = /*i18n*/ { id: 'Successfully cloned the template!' };
const CLONE_FAILED = /*i18n*/ { id: 'Failed to clone the template!' };

/** A refused delete's reason: a 409 names the events that use the template; other failures get the plain message. */
function deleteFailure(error: unknown): string {
  return error instanceof ApiError && error.status === 409 ? error.message : i18n._(DELETE_FAILED);
}

/**
 * The template list's actions: `clone` one template (announced), `remove` one behind a
 * confirmation. The mutations refresh the lists; `onDeleted` runs after a delete.
 */
export function useTemplateActions(onDeleted: () => void) {
  const { message } = App.useApp();
  const confirmDelete = useConfirmedAction();
  const removeMutation = useDeleteTemplates();
  const cloneMutation = useCloneTemplate();

  const clone = async (template: TemplateListItem) => {
    try {
      await cloneMutation.mutateAsync(template.id);
      message.success(i18n._(CLONED));
    } catch {
      message.error(i18n._(CLONE_FAILED));
    }
  };

  const remove = (template: TemplateListItem) =>
    confirmDelete({
      ...DELETE_BUTTON,
      title: i18n._('Are you sure you want to delete this template?'),
      content: template.name,
      run: () => removeMutation.mutateAsync([template.id]),
      success: i18n._(DELETED),
      failure: deleteFailure,
      onDone: onDeleted,
    });

  return { clone, remove, cloning: cloneMutation.isPending ? cloneMutation.variables : undefined };
}
