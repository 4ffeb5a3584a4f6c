import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { deleteTemplate, updateTemplate } from '@hbc/api-clients';
import type { TemplateListItem } from '@hbc/contracts';
import { useDeleteRecord } from '@hbc/data-screens';
import { useResourceList } from '../../resources/useResourceList';
import { broadcastFromTemplatePath } from '../broadcast/broadcast-paths';
import { TEMPLATE_DELETION, TEMPLATE_LIST, type TemplateAction } from './template-list';

/**
 * /broadcast/template: the templates the viewer sees and what their row actions do: using one
 * in a new broadcast, renaming one in a dialog and deleting one after confirmation (the list
 * then reloads); editing opens its form.
 */
export function useTemplateList() {
  const navigate = useNavigate();
  const list = useResourceList(TEMPLATE_LIST);
  const { reload } = list;
  const [renaming, setRenaming] = useState<TemplateListItem | null>(null);
  const [deleting, setDeleting] = useState<TemplateListItem | null>(null);
  const deletion = useDeleteRecord({
    remove: () => (deleting ? deleteTemplate(deleting.id) : Promise.resolve()),
    deletedText: TEMPLATE_DELETION.deleted,
    ...(TEMPLATE_DELETION.failed ? { failedText: TEMPLATE_DELETION.failed } : {}),
    onDeleted: reload,
  });
  const { ask } = deletion;
  const rowActions: Record<TemplateAction, (template: TemplateListItem) => void> = {
    use: (template) => void navigate(broadcastFromTemplatePath(template.id)),
    rename: setRenaming,
    remove: (template) => {
      setDeleting(template);
      ask();
    },
  };

  return {
    list,
    rowActions,
    /** The template whose rename dialog is open; null when it is closed. */
    renaming,
    rename: (name: string) =>
      renaming ? updateTemplate(renaming.id, { name }) : Promise.resolve(null),
    closeRename: useCallback(() => setRenaming(null), []),
    renamed: useCallback(() => {
      setRenaming(null);
      reload();
    }, [reload]),
    /** The template the delete confirmation names. */
    deleting,
    deletion,
  };
}
