import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Add from '@mui/icons-material/Add';
import UploadFile from '@mui/icons-material/UploadFile';
import { EmptyState } from '@hbc/ui';
import { RecordDeleteDialog } from '../../resources/RecordDeleteDialog';
import { ResourceListScreen } from '../../resources/ResourceListScreen';
import { useResourceNavigation } from '../../resources/useResourceList';
import { CidRevealDialog } from './CidRevealDialog';
import { IMPORT_TAB_QUERY } from './cid-form-tabs';
import {
  EXCLUDED_CID_DELETION,
  EXCLUDED_CID_LIST,
  EXCLUDED_CID_LIST_TEXT as TEXT,
} from './excluded-cid-list';
import { useExcludedCidList } from './useExcludedCidList';

/** Before any CID is excluded, the screen says what the list is for and offers both ways in. */
export function ExcludedCidListScreen() {
  const cids = useExcludedCidList();
  const rowActions = { reveal: cids.reveal, remove: cids.askDelete };
  const { addNew } = useResourceNavigation(EXCLUDED_CID_LIST, rowActions);
  const toImport = () => addNew(IMPORT_TAB_QUERY);
  return (
    <ResourceListScreen
      resource={EXCLUDED_CID_LIST}
      rowActions={rowActions}
      list={cids.list}
      secondaryActions={[{ label: TEXT.import, icon: <UploadFile />, onClick: toImport }]}
      empty={
        cids.empty && (
          <EmptyState
            title={TEXT.emptyTitle}
            description={TEXT.emptyText}
            action={
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                <Button variant="contained" startIcon={<Add />} onClick={() => addNew()}>
                  {TEXT.add}
                </Button>
                <Button variant="outlined" startIcon={<UploadFile />} onClick={toImport}>
                  {TEXT.import}
                </Button>
              </Stack>
            }
          />
        )
      }
    >
      {cids.revealing && (
        <CidRevealDialog
          key={cids.revealing.id}
          record={cids.revealing}
          onClose={cids.closeReveal}
        />
      )}
      <RecordDeleteDialog
        deletion={cids.deletion}
        wording={EXCLUDED_CID_DELETION}
        name={cids.deleting?.cidMasked ?? ''}
      />
    </ResourceListScreen>
  );
}
