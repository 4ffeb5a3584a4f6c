import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import UploadFile from '@mui/icons-material/UploadFile';
import Visibility from '@mui/icons-material/Visibility';
import type { GridColDef } from '@mui/x-data-grid';
import { API_PATHS, ROUTES, type ExcludedCidRecord } from '@hbc/contracts';
import { actionsColumn, dateTimeColumn, ListScreen } from '@hbc/data-screens';
import { ConfirmDialog, EmptyState, PageScaffold } from '@hbc/ui';
import { documentTitle } from '../../app/app-title';
import { screenFor } from '../../app/route-table';
import { CidRevealDialog } from './CidRevealDialog';
import { IMPORT_TAB_QUERY } from './cid-form-tabs';
import { useExcludedCidList } from './useExcludedCidList';

const TITLE = screenFor(ROUTES.excludeCid)?.title ?? '';

export const EXCLUDED_CID_LIST_TEXT = {
  add: 'เพิ่ม CID',
  import: 'นำเข้าจากไฟล์',
  search: 'ค้นหาเลขประจำตัวประชาชน 13 หลัก หรือเหตุผล',
  cid: 'เลขประจำตัวประชาชน',
  reason: 'เหตุผล',
  addedBy: 'เพิ่มโดย',
  addedAt: 'วันที่เพิ่ม',
  reveal: 'ดูเลขเต็ม',
  delete: 'ลบ',
  unknownAdder: '—',
  emptyTitle: 'ยังไม่มีเลขประจำตัวประชาชนที่จำกัดการส่ง',
  emptyText: 'ประชาชนที่อยู่ในรายการนี้จะไม่ได้รับบรอดแคสต์ เพิ่มทีละรายการ หรือนำเข้าจากไฟล์ CSV หรือ XLSX',
  deleteTitle: 'ลบ CID ออกจากรายการ',
  deleteMessage: (masked: string) =>
    `ต้องการลบเลขประจำตัวประชาชน ${masked} ออกจากรายการจำกัดการส่งใช่หรือไม่ ประชาชนรายนี้จะได้รับบรอดแคสต์อีกครั้ง`,
  deleteConfirm: 'ลบ',
} as const;

const TEXT = EXCLUDED_CID_LIST_TEXT;

/**
 * /setting/exclude-cid (Super Admin): the citizens who never receive a broadcast, their CIDs
 * masked; a row's full CID is revealed on request (logged by the API), or the row deleted after
 * confirmation. New CIDs are added one at a time or imported from a file on the form.
 */
export function ExcludedCidListScreen() {
  const navigate = useNavigate();
  const cids = useExcludedCidList();
  const toForm = () => void navigate(ROUTES.excludeCidForm);
  const toImport = () => void navigate(`${ROUTES.excludeCidForm}${IMPORT_TAB_QUERY}`);

  const columns: GridColDef<ExcludedCidRecord>[] = [
    {
      field: 'cidMasked',
      headerName: TEXT.cid,
      width: 200,
      renderCell: ({ row }) => (
        <Typography variant="body2" component="span" sx={{ fontFamily: 'monospace' }}>
          {row.cidMasked}
        </Typography>
      ),
    },
    { field: 'reason', headerName: TEXT.reason, flex: 1, minWidth: 220 },
    {
      field: 'createdByName',
      headerName: TEXT.addedBy,
      width: 190,
      valueFormatter: (value: string | null) => value ?? TEXT.unknownAdder,
    },
    dateTimeColumn<ExcludedCidRecord>('createdAt', TEXT.addedAt),
    actionsColumn<ExcludedCidRecord>([
      { label: TEXT.reveal, icon: <Visibility />, onClick: cids.reveal },
      { label: TEXT.delete, icon: <DeleteOutline />, onClick: cids.askDelete },
    ]),
  ];

  return (
    <>
      <title>{documentTitle(TITLE)}</title>
      {cids.empty ? (
        <PageScaffold title={TITLE}>
          <EmptyState
            title={TEXT.emptyTitle}
            description={TEXT.emptyText}
            action={
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                <Button variant="contained" startIcon={<Add />} onClick={toForm}>
                  {TEXT.add}
                </Button>
                <Button variant="outlined" startIcon={<UploadFile />} onClick={toImport}>
                  {TEXT.import}
                </Button>
              </Stack>
            }
          />
        </PageScaffold>
      ) : (
        <ListScreen
          title={TITLE}
          list={cids.list}
          columns={columns}
          searchPlaceholder={TEXT.search}
          primaryAction={{ label: TEXT.add, onClick: toForm }}
          secondaryActions={[{ label: TEXT.import, icon: <UploadFile />, onClick: toImport }]}
          export={{ path: API_PATHS.cidExport }}
        />
      )}
      {cids.revealing && (
        <CidRevealDialog
          key={cids.revealing.id}
          record={cids.revealing}
          onClose={cids.closeReveal}
        />
      )}
      <ConfirmDialog
        open={cids.deletion.asking}
        title={TEXT.deleteTitle}
        message={TEXT.deleteMessage(cids.deleting?.cidMasked ?? '')}
        confirmLabel={TEXT.deleteConfirm}
        destructive
        busy={cids.deletion.busy}
        onConfirm={cids.deletion.confirm}
        onCancel={cids.deletion.cancel}
      />
    </>
  );
}
