import { RecordDeleteDialog } from '../../resources/RecordDeleteDialog';
import { ResourceListScreen } from '../../resources/ResourceListScreen';
import { TEMPLATE_DELETION, TEMPLATE_LIST, TEMPLATE_LIST_TEXT as TEXT } from './template-list';
import { TemplateNameDialog } from './TemplateNameDialog';
import { useTemplateList } from './useTemplateList';

/**
 * /broadcast/template (LV3, Super Admin): the message templates of the unit and the shared
 * ones, each marked whose it is, with its messages' count and formats and its last change.
 * LV3 uses one in a new broadcast; each renames, edits and deletes (after confirmation) the
 * templates it keeps: LV3 its unit's, Super Admin the shared ones.
 */
export function TemplateListScreen() {
  const templates = useTemplateList();
  return (
    <ResourceListScreen
      resource={TEMPLATE_LIST}
      list={templates.list}
      rowActions={templates.rowActions}
    >
      {templates.renaming && (
        <TemplateNameDialog
          key={templates.renaming.id}
          title={TEXT.renameTitle}
          confirm={TEXT.renameConfirm}
          initialName={templates.renaming.name}
          save={templates.rename}
          savedText={TEXT.renamed}
          onSaved={templates.renamed}
          onClose={templates.closeRename}
        />
      )}
      <RecordDeleteDialog
        deletion={templates.deletion}
        wording={TEMPLATE_DELETION}
        name={templates.deleting?.name ?? ''}
      />
    </ResourceListScreen>
  );
}
