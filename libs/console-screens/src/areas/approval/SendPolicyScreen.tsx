import type { ReactNode } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FREQUENCY_CAP_COUNT_MAX, FREQUENCY_CAP_DAYS_MAX, ROUTES } from '@hbc/contracts';
import { SettingForm, SettingPage } from '../../screens/SettingPage';
import { DetailSection } from '../../screens/DetailSection';
import type { SendPolicyField } from './send-policy-values';
import { useSendPolicySetting, type SendPolicySettingState } from './useSendPolicySetting';

export const SEND_POLICY_TEXT = {
  help: 'ใช้กับบรอดแคสต์ของทุกหน่วยบริการ ซึ่งส่งถึงประชาชนผ่านบัญชี LINE เดียวกัน เพื่อไม่ให้ประชาชนได้รับข้อความนอกเวลาหรือบ่อยเกินไป',
  window: 'จำกัดช่วงเวลาส่ง',
  start: 'เวลาเริ่มส่ง',
  end: 'เวลาสิ้นสุด',
  timeHint: 'ชั่วโมง:นาที แบบ 24 ชั่วโมง เช่น 08:00',
  acrossMidnight: 'เวลาประเทศไทย เวลาสิ้นสุดก่อนเวลาเริ่มได้ หมายถึงช่วงเวลาข้ามเที่ยงคืน เช่น 20:00–06:00',
  cap: 'จำกัดจำนวนครั้งที่ประชาชนได้รับ',
  count: 'จำนวนครั้งไม่เกิน',
  countHint: `1 ถึง ${FREQUENCY_CAP_COUNT_MAX} ครั้ง`,
  days: 'ภายในจำนวนวัน',
  daysHint: `1 ถึง ${FREQUENCY_CAP_DAYS_MAX} วัน`,
  capHelp: 'นับบรอดแคสต์ที่ประชาชนแต่ละคนได้รับจากทุกหน่วยบริการ',
  effect: 'ผลของนโยบาย',
  loadFailed: 'โหลดนโยบายการส่งไม่สำเร็จ',
} as const;

const TEXT = SEND_POLICY_TEXT;

/** One field of a part: its Thai problem under it, else its hint. */
function PolicyField({
  state,
  field,
  label,
  hint,
  numeric = false,
}: {
  state: SendPolicySettingState;
  field: SendPolicyField;
  label: string;
  hint: string;
  numeric?: boolean;
}) {
  const problem = state.problems[field];
  return (
    <TextField
      label={label}
      required
      value={state.values[field]}
      onChange={(event) => state.change({ [field]: event.target.value })}
      error={problem !== undefined}
      helperText={problem ?? hint}
      disabled={state.saving}
      slotProps={{
        htmlInput: numeric ? { inputMode: 'numeric' } : { placeholder: '08:00', maxLength: 5 },
      }}
      sx={{ width: { xs: '100%', sm: 220 } }}
    />
  );
}

/** A part of the policy: its switch, and its fields while it is on. */
function PolicyPart({
  label,
  on,
  onToggle,
  disabled,
  help,
  children,
}: {
  label: string;
  on: boolean;
  onToggle: (on: boolean) => void;
  disabled: boolean;
  help: string;
  children: ReactNode;
}) {
  return (
    <Stack spacing={1.5}>
      <FormControlLabel
        label={label}
        control={
          <Switch
            checked={on}
            onChange={(event) => onToggle(event.target.checked)}
            disabled={disabled}
          />
        }
      />
      {on && (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {children}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {help}
          </Typography>
        </>
      )}
    </Stack>
  );
}

function PolicyForm({ state }: { state: SendPolicySettingState }) {
  const { values } = state;
  return (
    <SettingForm help={TEXT.help} saving={state.saving} onSave={state.save} maxWidth={640}>
      <PolicyPart
        label={TEXT.window}
        on={values.windowOn}
        onToggle={(windowOn) => state.change({ windowOn })}
        disabled={state.saving}
        help={TEXT.acrossMidnight}
      >
        <PolicyField state={state} field="start" label={TEXT.start} hint={TEXT.timeHint} />
        <PolicyField state={state} field="end" label={TEXT.end} hint={TEXT.timeHint} />
      </PolicyPart>
      <PolicyPart
        label={TEXT.cap}
        on={values.capOn}
        onToggle={(capOn) => state.change({ capOn })}
        disabled={state.saving}
        help={TEXT.capHelp}
      >
        <PolicyField state={state} field="count" label={TEXT.count} hint={TEXT.countHint} numeric />
        <PolicyField state={state} field="days" label={TEXT.days} hint={TEXT.daysHint} numeric />
      </PolicyPart>
      <DetailSection title={TEXT.effect}>
        <Stack component="ul" spacing={0.5} aria-live="polite" sx={{ m: 0, pl: 2.5 }}>
          {state.effect.map((line) => (
            <Typography component="li" key={line}>
              {line}
            </Typography>
          ))}
        </Stack>
      </DetailSection>
    </SettingForm>
  );
}

/**
 * /setting/send-policy (Super Admin): the hours of the day broadcasts may go out (a window across
 * midnight allowed) and how many broadcasts one citizen receives in a run of days, each switched
 * on or off, with their effect in words as staff type them.
 */
export function SendPolicyScreen() {
  const state = useSendPolicySetting();
  return (
    <SettingPage
      route={ROUTES.sendPolicy}
      load={state.load}
      loadFailed={TEXT.loadFailed}
      onRetry={state.retry}
    >
      <PolicyForm state={state} />
    </SettingPage>
  );
}
