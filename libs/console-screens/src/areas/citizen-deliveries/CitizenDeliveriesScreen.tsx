import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CID_INPUT_MAX_LENGTH, CITIZEN_DELIVERY_MESSAGES, ROUTES } from '@hbc/contracts';
import { PageScaffold } from '@hbc/ui';
import { documentTitle } from '../../routing/app-title';
import { titleOf, useScreenTrail } from '../../resources/screen-trail';
import { CitizenDeliveryTable } from './CitizenDeliveryTable';
import { useCitizenDeliveries } from './useCitizenDeliveries';

const TITLE = titleOf(ROUTES.citizenDeliveries);

export const CITIZEN_DELIVERY_LABELS = {
  form: 'ค้นหาด้วยเลขประจำตัวประชาชน',
  cid: 'เลขประจำตัวประชาชน',
  cidHint: 'ตัวเลข 13 หลัก พิมพ์ขีดหรือเว้นวรรคคั่นได้',
  search: 'ค้นหา',
  intro:
    'ดูว่าประชาชนรายนี้อยู่ในกลุ่มผู้รับของบรอดแคสต์ใดบ้าง และผลการส่งแต่ละครั้ง ทุกการค้นหาจะถูกบันทึกในประวัติการใช้งาน',
} as const;

/**
 * /setting/citizen-deliveries (Super Admin: every unit; Admin LV1: their unit): the call
 * centre's "did this citizen get the message?", by CID.
 */
export function CitizenDeliveriesScreen() {
  const breadcrumbs = useScreenTrail(ROUTES.citizenDeliveries);
  const lookup = useCitizenDeliveries();
  return (
    <>
      <title>{documentTitle(TITLE)}</title>
      <PageScaffold title={TITLE} breadcrumbs={breadcrumbs}>
        <Stack spacing={2}>
          <Typography color="text.secondary">{CITIZEN_DELIVERY_LABELS.intro}</Typography>
          <Stack
            component="form"
            aria-label={CITIZEN_DELIVERY_LABELS.form}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            alignItems="flex-start"
            noValidate
            onSubmit={lookup.submit}
          >
            <TextField
              label={CITIZEN_DELIVERY_LABELS.cid}
              value={lookup.cid}
              onChange={(event) => lookup.change(event.target.value)}
              error={lookup.cidError !== null}
              helperText={lookup.cidError ?? CITIZEN_DELIVERY_LABELS.cidHint}
              required
              autoComplete="off"
              sx={{ minWidth: 280 }}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: CID_INPUT_MAX_LENGTH } }}
            />
            <Button type="submit" variant="contained" disabled={lookup.asking} sx={{ mt: 1 }}>
              {CITIZEN_DELIVERY_LABELS.search}
            </Button>
          </Stack>
          {lookup.failure !== null && <Alert severity="error">{lookup.failure}</Alert>}
          {lookup.deliveries !== null &&
            (lookup.deliveries.length === 0 ? (
              <Typography role="status">{CITIZEN_DELIVERY_MESSAGES.none}</Typography>
            ) : (
              <CitizenDeliveryTable deliveries={lookup.deliveries} />
            ))}
        </Stack>
      </PageScaffold>
    </>
  );
}
