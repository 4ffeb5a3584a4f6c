import TextField from '@mui/material/TextField';
import { ROUTES } from '@hbc/contracts';
import { SettingForm, SettingPage } from '../../screens/SettingPage';
import { useApprovalSetting } from './useApprovalSetting';

export const APPROVAL_SETTING_TEXT = {
  field: 'จำนวนผู้รับที่ต้องได้รับการอนุมัติก่อนส่ง (คน)',
  help: 'บรอดแคสต์ที่มีผู้รับตั้งแต่จำนวนนี้ขึ้นไป หรือที่ทำเครื่องหมายเร่งด่วน ต้องได้รับการอนุมัติจาก Admin LV1 ของหน่วยบริการหรือ Super Admin ก่อนส่ง',
  loadFailed: 'โหลดเกณฑ์การอนุมัติไม่สำเร็จ',
} as const;

const TEXT = APPROVAL_SETTING_TEXT;

/** /setting/approval (Super Admin): how many recipients make a send wait for approval. */
export function ApprovalSettingScreen() {
  const state = useApprovalSetting();
  return (
    <SettingPage
      route={ROUTES.approvalSetting}
      load={state.load}
      loadFailed={TEXT.loadFailed}
      onRetry={state.retry}
    >
      <SettingForm help={TEXT.help} saving={state.saving} onSave={state.save} maxWidth={560}>
        <TextField
          label={TEXT.field}
          required
          value={state.value}
          onChange={(event) => state.change(event.target.value)}
          error={state.problem !== null}
          helperText={state.problem ?? ' '}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          disabled={state.saving}
        />
      </SettingForm>
    </SettingPage>
  );
}
