import Alert from '@mui/material/Alert';
import { RecordDeleteDialog } from '../../resources/RecordDeleteDialog';
import { ResourceListScreen } from '../../resources/ResourceListScreen';
import { TESTER_DELETION, TESTER_LIST, TESTER_LIST_TEXT } from './tester-list';
import { TESTER_FORM_UNIT_PARAM } from './tester-unit';
import { TesterRenameDialog } from './TesterRenameDialog';
import { useTesterList } from './useTesterList';

/**
 * /setting/tester: the unit's testers. Super Admin chooses the unit first (the add button then
 * adds to it); Super Admin and LV1 rename a tester in a dialog and delete one after a
 * confirmation naming them; LV3 reads the list.
 */
export function TesterListScreen() {
  const testers = useTesterList();
  const noUnitYet = testers.everyUnit && testers.unitId === null;
  return (
    <ResourceListScreen
      resource={TESTER_LIST}
      rowActions={testers.rowActions}
      list={testers.list}
      // Super Admin's list is always narrowed to a unit: the chooser stays on screen.
      {...(testers.everyUnit ? { empty: false } : {})}
      {...(testers.unitId !== null
        ? { addQuery: `?${TESTER_FORM_UNIT_PARAM}=${testers.unitId}` }
        : {})}
      aboveGrid={
        noUnitYet ? <Alert severity="info">{TESTER_LIST_TEXT.chooseUnit}</Alert> : undefined
      }
    >
      {testers.renaming && (
        <TesterRenameDialog
          key={testers.renaming.id}
          tester={testers.renaming}
          busy={testers.renameBusy}
          onSave={testers.saveName}
          onCancel={testers.cancelRename}
        />
      )}
      <RecordDeleteDialog
        deletion={testers.deletion}
        wording={TESTER_DELETION}
        name={testers.deleting?.name ?? ''}
      />
    </ResourceListScreen>
  );
}
