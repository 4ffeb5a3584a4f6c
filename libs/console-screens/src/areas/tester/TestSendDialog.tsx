import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import {
  TEST_SEND_MAX_TESTERS,
  type BroadcastTestSendBody,
  type TesterRecord,
} from '@hbc/contracts';
import { Spinner } from '@hbc/ui';
import { mayChooseMore, useUnitTesters } from './useUnitTesters';

export const TEST_SEND_TEXT = {
  title: 'ส่งทดสอบ',
  lead: 'เลือกผู้รับข้อความทดสอบ',
  recipients: 'ผู้รับข้อความทดสอบ',
  self: 'บัญชี LINE ของฉัน',
  noTesters:
    'หน่วยบริการยังไม่มีผู้ทดสอบ ขอให้ผู้ดูแลระดับ 1 ของหน่วยบริการเพิ่มผู้ทดสอบที่เมนู "ผู้ทดสอบ" ระหว่างนี้ส่งทดสอบถึงบัญชี LINE ของคุณเองได้',
  loadFailed: 'โหลดรายชื่อผู้ทดสอบไม่สำเร็จ ส่งทดสอบถึงบัญชี LINE ของคุณเองได้',
  notFollowing: 'เลิกติดตามแล้ว',
  most: `เลือกผู้ทดสอบได้ไม่เกิน ${TEST_SEND_MAX_TESTERS} คนต่อครั้ง`,
  confirm: (names: readonly string[]) => `ส่งทดสอบถึง ${names.length} คน: ${names.join(', ')}`,
  nobody: 'เลือกผู้รับก่อนส่งทดสอบ',
  cancel: 'ยกเลิก',
} as const;

const TEXT = TEST_SEND_TEXT;

export interface TestSendDialogProps {
  open: boolean;
  busy: boolean;
  onConfirm: (to: BroadcastTestSendBody) => void;
  onCancel: () => void;
}

/** A tester's label: their name, and whether they no longer follow the account. */
const labelOf = (tester: TesterRecord) =>
  tester.following ? tester.name : `${tester.name} (${TEXT.notFollowing})`;

/**
 * Whom a test send goes to: the unit's testers (at most TEST_SEND_MAX_TESTERS) and/or the staff
 * member's own LINE account (chosen at first). The confirm button names them; a unit without
 * testers is told who adds them, and the own account is still offered.
 */
export function TestSendDialog({ open, busy, onConfirm, onCancel }: TestSendDialogProps) {
  const leadId = useId();
  const testers = useUnitTesters(open);
  const [toSelf, setToSelf] = useState(true);
  const [chosen, setChosen] = useState<readonly number[]>([]);
  const listed = testers.status === 'ready' ? testers.testers : [];
  const chosenTesters = listed.filter((tester) => chosen.includes(tester.id));
  const names = [...(toSelf ? [TEXT.self] : []), ...chosenTesters.map((tester) => tester.name)];
  const toggle = (id: number) =>
    setChosen((current) =>
      current.includes(id) ? current.filter((each) => each !== id) : [...current, id],
    );
  const confirm = () => onConfirm({ testerIds: chosenTesters.map((tester) => tester.id), toSelf });
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} fullWidth maxWidth="sm">
      <DialogTitle>{TEXT.title}</DialogTitle>
      <DialogContent>
        <Typography id={leadId} sx={{ mb: 1 }}>
          {TEXT.lead}
        </Typography>
        {testers.status === 'loading' && <Spinner size={24} />}
        {testers.status === 'failed' && <Alert severity="warning">{TEXT.loadFailed}</Alert>}
        {testers.status === 'ready' && listed.length === 0 && (
          <Alert severity="info">{TEXT.noTesters}</Alert>
        )}
        <FormGroup aria-labelledby={leadId}>
          <FormControlLabel
            control={<Checkbox checked={toSelf} onChange={() => setToSelf(!toSelf)} />}
            label={TEXT.self}
          />
          {listed.map((tester) => {
            const checked = chosen.includes(tester.id);
            return (
              <FormControlLabel
                key={tester.id}
                control={
                  <Checkbox
                    checked={checked}
                    disabled={!checked && !mayChooseMore(chosenTesters.length)}
                    onChange={() => toggle(tester.id)}
                  />
                }
                label={labelOf(tester)}
              />
            );
          })}
        </FormGroup>
        {!mayChooseMore(chosenTesters.length) && (
          <Typography variant="body2" color="text.secondary">
            {TEXT.most}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel} disabled={busy}>
          {TEXT.cancel}
        </Button>
        <Button
          variant="contained"
          onClick={confirm}
          disabled={busy || names.length === 0}
          sx={{ textAlign: 'start' }}
        >
          {names.length === 0 ? TEXT.nobody : TEXT.confirm(names)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
