import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { deleteTemplate, updateTemplate } from '@hbc/api-clients';
import type { TemplateListItem } from '@hbc/contracts';
import { useDeleteRecord } from '@hbc/data-screens';
import { useResourceList } from '../../resources/useResourceList';
import { useViewerRole } from '../../viewer/useViewerRole';
import { broadcastFromTemplatePath } from '../broadcast/broadcast-paths';
import { TEMPLATE_DELETION, TEMPLATE_LIST, templateColumns } from './template-list';
import { templateFormPath } from './template-paths';

/**
 * /broadcast/template: the templates the viewer sees, with their columns as the viewer's role
 * allows; using one in a new broadcast, renaming one in a dialog, editing one in its form and
 * deleting one after confirmation (the list then reloads).
 */
export function useTemplateList() {
  const navigate = useNavigate();
  const list = useResourceList(TEMPLATE_LIST);
  const { reload } = list;
  const viewer = useViewerRole();
  const [renaming, setRenaming] = useState<TemplateListItem | null>(null);
  const [deleting, setDeleting] = useState<TemplateListItem | null>(null);
  const deletion = useDeleteRecord({
    remove: () => (deleting ? deleteTemplate(deleting.id) : Promise.resolve()),
    deletedText: TEMPLATE_DELETION.deleted,
    ...(TEMPLATE_DELETION.failed ? { failedText: TEMPLATE_DELETION.failed } : {}),
    onDeleted: reload,
  });
  const { ask } = deletion;
  const columns = templateColumns(
    {
      use: (template) => void navigate(broadcastFromTemplatePath(template.id)),
      rename: setRenaming,
      edit: (template) => void navigate(templateFormPath(template.id)),
      remove: (template) => {
        setDeleting(template);
        ask();
      },
    },
    viewer,
  );

  return {
    list,
    columns,
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
