import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { API_PATHS, LIST_PAGE_SIZE_DEFAULT } from '@hbc/contracts';
import {
  EXPORT_FORMATS,
  ExportMenu,
  ExportProgressBar,
  useListExport,
  type ServerListQuery,
} from '@hbc/data-screens';

export const DELIVERY_LOG_EXPORT_TEXT = {
  help: 'สถานะการส่งถึงผู้รับแต่ละคน เป็นไฟล์ Excel หรือ CSV',
} as const;

/** The whole log: no search, sort or filter. */
const WHOLE_LOG: ServerListQuery = { page: 1, pageSize: LIST_PAGE_SIZE_DEFAULT };

/** Exports a broadcast's per-recipient delivery log as XLSX or CSV, built and streamed by the API. */
export function DeliveryLogExport({ broadcastId }: { broadcastId: number }) {
  const deliveryExport = useListExport(API_PATHS.reportDeliveryExport(broadcastId), WHOLE_LOG);
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <ExportMenu
          formats={EXPORT_FORMATS}
          busy={deliveryExport.running !== null}
          onExport={deliveryExport.start}
        />
        <Typography variant="body2" color="text.secondary">
          {DELIVERY_LOG_EXPORT_TEXT.help}
        </Typography>
      </Stack>
      {deliveryExport.running && (
        <ExportProgressBar
          format={deliveryExport.running.format}
          progress={deliveryExport.running.progress}
          onCancel={deliveryExport.cancel}
        />
      )}
    </Stack>
  );
}
