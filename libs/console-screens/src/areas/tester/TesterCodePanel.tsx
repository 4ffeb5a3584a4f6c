import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FIELD_MESSAGES, NAME_MAX_LENGTH, TESTER_CODE_LIFETIME_MINUTES } from '@hbc/contracts';
import { useTesterCode } from './useTesterCode';

export const TESTER_CODE_PANEL_TEXT = {
  name: 'ชื่อผู้ทดสอบ',
  make: 'สร้างรหัส',
  code: 'รหัสครั้งเดียว',
  instruction: `ให้ผู้ทดสอบส่งรหัสนี้ทางแชตถึงบัญชี LINE ของโครงการภายใน ${TESTER_CODE_LIFETIME_MINUTES} นาที`,
  timeLeft: (minutes: number, seconds: number) =>
    `เหลือเวลา ${minutes}:${String(seconds).padStart(2, '0')} นาที`,
  waiting: 'กำลังรอผู้ทดสอบส่งรหัส…',
  expired: 'รหัสนี้หมดอายุแล้ว ผู้ทดสอบยังไม่ได้ส่งรหัสภายในเวลาที่กำหนด',
  again: 'สร้างรหัสใหม่',
  cancel: 'ยกเลิก',
} as const;

const TEXT = TESTER_CODE_PANEL_TEXT;

export interface TesterCodePanelProps {
  /** Super Admin's chosen unit; null: the staff member's own. */
  unitId: number | null;
  /** The tester was added, or the staff member gave up: back to the list. */
  onDone: () => void;
}

/**
 * Adding a tester by a one-time code: their name, then the code shown large with what to do
 * with it and the time left, while the screen waits for the tester to send it; an expired code
 * says so and offers a new one.
 */
export function TesterCodePanel({ unitId, onDone }: TesterCodePanelProps) {
  const { step, busy, make, secondsLeft, cancel } = useTesterCode(unitId, onDone);
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const trimmed = name.trim();
  const problem = !trimmed
    ? FIELD_MESSAGES.required
    : trimmed.length > NAME_MAX_LENGTH
      ? FIELD_MESSAGES.tooLong(NAME_MAX_LENGTH)
      : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!problem) make(trimmed);
  };

  if (step.kind === 'waiting') {
    return (
      <Stack spacing={2} alignItems="flex-start">
        <Typography variant="subtitle1" component="h2">
          {TEXT.code}
        </Typography>
        <Box
          component="output"
          sx={{
            fontSize: { xs: '2.5rem', sm: '3.5rem' },
            fontWeight: 700,
            letterSpacing: '0.3em',
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          {step.code.code}
        </Box>
        <Typography>{TEXT.instruction}</Typography>
        <Typography role="timer" color="text.secondary">
          {TEXT.timeLeft(Math.floor(secondsLeft / 60), secondsLeft % 60)}
        </Typography>
        <Typography color="text.secondary" aria-live="polite">
          {TEXT.waiting}
        </Typography>
        <Button variant="outlined" onClick={cancel}>
          {TEXT.cancel}
        </Button>
      </Stack>
    );
  }
  if (step.kind === 'expired') {
    return (
      <Stack spacing={2} alignItems="flex-start">
        <Alert severity="warning">{TEXT.expired}</Alert>
        <Stack direction="row" spacing={1.5}>
          <Button variant="contained" disabled={busy} onClick={() => make(trimmed)}>
            {TEXT.again}
          </Button>
          <Button variant="outlined" onClick={onDone}>
            {TEXT.cancel}
          </Button>
        </Stack>
      </Stack>
    );
  }
  const shownProblem = touched ? problem : null;
  return (
    <Stack component="form" spacing={2} alignItems="flex-start" onSubmit={submit} noValidate>
      <TextField
        label={TEXT.name}
        value={name}
        onChange={(event) => setName(event.target.value)}
        onBlur={() => setTouched(true)}
        required
        fullWidth
        error={shownProblem !== null}
        helperText={shownProblem ?? ' '}
      />
      <Stack direction="row" spacing={1.5}>
        <Button type="submit" variant="contained" disabled={busy}>
          {TEXT.make}
        </Button>
        <Button variant="outlined" onClick={onDone}>
          {TEXT.cancel}
        </Button>
      </Stack>
    </Stack>
  );
}
