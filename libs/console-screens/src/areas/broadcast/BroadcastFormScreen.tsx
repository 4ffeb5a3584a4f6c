import { lazy, Suspense, useId, type ChangeEvent, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  BROADCAST_TARGET_LABELS,
  BROADCAST_TITLE_MAX_LENGTH,
  FIELD_MESSAGES,
  ROUTES,
  TEMPLATE_MESSAGES,
} from '@hbc/contracts';
import { PageScaffold, Spinner, CountedHelperText, isTooLong } from '@hbc/ui';
import { documentTitle } from '../../routing/app-title';
import { idFromQuery } from '../../records/record-id';
import { bangkokToday } from './broadcast-draft';
import { OnDemandMessageComposer } from './OnDemandMessageComposer';
import { SaveAsTemplateButton } from '../template/SaveAsTemplateButton';
import { UrgentFields } from './UrgentFields';
import {
  useBroadcastForm,
  type BroadcastFormLocationState,
  type BroadcastFormState,
} from './useBroadcastForm';

/**
 * Loaded when staff choose a segment target, a time to send, or to send, and the recipient
 * count and quota with their first request: not with the form's first paint.
 */
const BroadcastAudience = lazy(() => import('./BroadcastAudience'));
const SegmentPicker = lazy(() => import('./SegmentPicker'));
const ScheduleFields = lazy(() => import('./ScheduleFields'));
// The confirmation previews the first message with the composer's code: it comes in its chunk.
const SendConfirmDialog = lazy(async () => ({
  default: (await import('./OpenedMessageComposer')).SendConfirmDialog,
}));
const LeaveDialog = lazy(() => import('./LeaveDialog'));
// Only a broadcast that asked for approval shows it.
const ApprovalNotice = lazy(() => import('./ApprovalNotice'));
const TestSendDialog = lazy(async () => ({
  default: (await import('../tester/TestSendDialog')).TestSendDialog,
}));

export const BROADCAST_FORM_LABELS = {
  newTitle: 'สร้างบรอดแคสต์',
  editTitle: 'แก้ไขบรอดแคสต์',
  title: 'ชื่อบรอดแคสต์',
  messages: 'ข้อความ',
  savedCount: (n: number) => `บันทึกข้อความแล้ว ${n} ข้อความ`,
  noMessages: 'ยังไม่มีข้อความ',
  messageProblems: 'ปัญหาของข้อความ',
  target: 'ผู้รับ',
  when: 'เวลาส่ง',
  now: 'ส่งทันที',
  at: 'ตั้งเวลาส่ง',
  saveDraft: 'บันทึกฉบับร่าง',
  test: 'ส่งทดสอบ',
  send: 'ส่งบรอดแคสต์',
  schedule: 'ตั้งเวลาส่ง',
  notFound: 'ไม่พบบรอดแคสต์นี้ หรือแก้ไขไม่ได้แล้ว',
  loadFailed: 'โหลดข้อมูลบรอดแคสต์ไม่สำเร็จ',
} as const;

const TEXT = BROADCAST_FORM_LABELS;

/** Native radios: MUI's Radio would add to the form's first load. */
function Choice<V extends string>({
  legend,
  value,
  options,
  onChange,
}: {
  legend: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  const name = useId();
  return (
    <Stack component="fieldset" spacing={0.5} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ p: 0 }}>
        {legend}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }}>
        {options.map((option) => (
          <Typography
            key={option.value}
            component="label"
            sx={{ display: 'flex', gap: 1, alignItems: 'center', minHeight: 40, cursor: 'pointer' }}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              style={{ width: 18, height: 18, accentColor: 'currentColor' }}
            />
            {option.label}
          </Typography>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * The title: a native text field drawn like the console's outlined fields, its label above it.
 * MUI's OutlinedInput (with InputBase, its label and outline) would add 7 kB gzip to the form's
 * first load, which it cannot afford (goal 200 kB).
 */
function TitleField({
  value,
  onChange,
  error: problem,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  // Never cut (no maxlength): a title too long is kept, counted in red and said at once.
  const tooLong = isTooLong(value, BROADCAST_TITLE_MAX_LENGTH);
  const error =
    problem ?? (tooLong ? FIELD_MESSAGES.tooLong(BROADCAST_TITLE_MAX_LENGTH) : undefined);
  return (
    <Stack spacing={0.75} sx={{ width: '100%', maxWidth: 560 }}>
      <Typography
        component="label"
        htmlFor={id}
        variant="body2"
        color={error ? 'error' : 'text.secondary'}
      >
        {TEXT.title}
        <span aria-hidden> *</span>
      </Typography>
      <Box
        component="input"
        id={id}
        type="text"
        required
        value={value}
        aria-invalid={Boolean(error)}
        {...(error ? { 'aria-describedby': errorId } : {})}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        sx={{
          font: 'inherit',
          color: 'text.primary',
          bgcolor: 'background.paper',
          px: 1.75,
          py: 2,
          minHeight: 56,
          boxSizing: 'border-box',
          borderRadius: 1,
          border: 1,
          borderColor: error ? 'error.main' : 'rgba(0, 0, 0, 0.23)',
          '&:hover': { borderColor: error ? 'error.main' : 'text.primary' },
          '&:focus': {
            outline: 'none',
            borderColor: error ? 'error.main' : 'primary.main',
            boxShadow: (theme) =>
              `inset 0 0 0 1px ${error ? theme.palette.error.main : theme.palette.primary.main}`,
          },
        }}
      />
      <Typography component="div" variant="caption" color="error" sx={{ mx: 1.75 }}>
        <CountedHelperText
          message={error && <span id={errorId}>{error}</span>}
          length={value.length}
          limit={BROADCAST_TITLE_MAX_LENGTH}
        />
      </Typography>
    </Stack>
  );
}

function Field({ children }: { children: ReactNode }) {
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 560 }}>
      {children}
    </Stack>
  );
}

function BroadcastFields({ state }: { state: BroadcastFormState }) {
  const { draft, change, problems } = state;
  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
      {state.opened?.approval && (
        <Suspense fallback={null}>
          <Box sx={{ width: '100%', maxWidth: 560 }}>
            <ApprovalNotice broadcast={state.opened} editing />
          </Box>
        </Suspense>
      )}
      <TitleField
        value={draft.title}
        onChange={(title) => change({ title })}
        {...(problems.title ? { error: problems.title } : {})}
      />
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="subtitle1" component="h2">
          {TEXT.messages}
        </Typography>
        <OnDemandMessageComposer
          value={draft.messages}
          onSave={(messages) => change({ messages })}
          companyName={state.companyName}
        />
        <Typography variant="body2" color="text.secondary">
          {draft.messages.length > 0 ? TEXT.savedCount(draft.messages.length) : TEXT.noMessages}
        </Typography>
        <SaveAsTemplateButton title={draft.title} messages={draft.messages} />
        {problems.messages && (
          <div role="alert">
            <Stack
              component="ul"
              aria-label={TEXT.messageProblems}
              sx={{ m: 0, pl: 2.5, color: 'error.main' }}
            >
              {problems.messages.map((message) => (
                <Typography component="li" variant="body2" key={message}>
                  {message}
                </Typography>
              ))}
            </Stack>
          </div>
        )}
      </Stack>
      <Field>
        <Choice
          legend={TEXT.target}
          value={draft.target}
          options={[
            { value: 'UNIT', label: BROADCAST_TARGET_LABELS.UNIT },
            { value: 'SEGMENT', label: BROADCAST_TARGET_LABELS.SEGMENT },
          ]}
          onChange={(target) => change({ target })}
        />
        {draft.target === 'SEGMENT' && (
          <Suspense fallback={<Spinner size={20} />}>
            <SegmentPicker
              value={draft.segmentId}
              onChange={(segmentId) => change({ segmentId })}
              {...(problems.segmentId ? { error: problems.segmentId } : {})}
            />
          </Suspense>
        )}
        <Suspense fallback={<Spinner size={20} />}>
          <BroadcastAudience
            target={draft.target}
            segmentId={draft.segmentId}
            urgent={draft.urgent}
            onRecipients={state.setRecipients}
          />
        </Suspense>
      </Field>
      <Field>
        <Choice
          legend={TEXT.when}
          value={draft.schedule}
          options={[
            { value: 'NOW', label: TEXT.now },
            { value: 'AT', label: TEXT.at },
          ]}
          onChange={(schedule) => change({ schedule })}
        />
        {draft.schedule === 'NOW' && state.windowNotice && (
          <Typography variant="body2" color="info.dark">
            {state.windowNotice}
          </Typography>
        )}
        {draft.schedule === 'AT' && (
          <Suspense fallback={<Spinner size={20} />}>
            <ScheduleFields
              day={draft.day}
              time={draft.time}
              today={bangkokToday()}
              onChange={change}
              windowNotice={state.windowNotice}
              {...(problems.scheduledAt ? { error: problems.scheduledAt } : {})}
            />
          </Suspense>
        )}
      </Field>
      <UrgentFields
        urgent={draft.urgent}
        reason={draft.urgentReason}
        onChange={change}
        {...(problems.urgentReason ? { error: problems.urgentReason } : {})}
      />
      <Stack direction="row" spacing={1.5} flexWrap="wrap" useFlexGap>
        <Button
          variant="outlined"
          disabled={state.busy !== null}
          onClick={() => void state.saveDraft()}
        >
          {TEXT.saveDraft}
        </Button>
        <Button
          variant="outlined"
          disabled={state.busy !== null || draft.messages.length === 0}
          onClick={state.askToTest}
        >
          {TEXT.test}
        </Button>
        <Button
          variant="contained"
          disabled={state.busy !== null}
          onClick={() => void state.askToSend()}
        >
          {draft.schedule === 'AT' ? TEXT.schedule : TEXT.send}
        </Button>
      </Stack>
      {state.choosingTesters && (
        <Suspense fallback={null}>
          <TestSendDialog
            open
            busy={state.busy === 'test'}
            onConfirm={(to) => void state.testSend(to)}
            onCancel={state.cancelTest}
          />
        </Suspense>
      )}
      {state.confirming && (
        <Suspense fallback={null}>
          <SendConfirmDialog
            open
            title={draft.title}
            recipients={state.recipients}
            scheduledAt={state.scheduledAt}
            windowNotice={state.windowNotice}
            messages={draft.messages}
            companyName={state.companyName}
            urgent={draft.urgent}
            busy={state.busy === 'send'}
            onConfirm={() => void state.send()}
            onCancel={state.cancelSend}
          />
        </Suspense>
      )}
      {state.guard.asking && (
        <Suspense fallback={null}>
          <LeaveDialog onLeave={state.guard.leave} onStay={state.guard.stay} />
        </Suspense>
      )}
    </Stack>
  );
}

function BroadcastForm({ id, formKey }: { id: number | null | 'invalid'; formKey: string }) {
  const navigate = useNavigate();
  const state = useBroadcastForm(id, formKey);
  const title = state.editing ? TEXT.editTitle : TEXT.newTitle;
  const breadcrumbs = [
    { label: 'รายการบรอดแคสต์', onClick: () => void navigate(ROUTES.broadcast) },
    { label: title },
  ];
  return (
    <PageScaffold title={title} breadcrumbs={breadcrumbs}>
      <title>{documentTitle(title)}</title>
      {state.load.status === 'ready' ? (
        <BroadcastFields state={state} />
      ) : state.load.status === 'loading' ? (
        <Spinner size={32} />
      ) : (
        <Typography role="alert" color="error">
          {state.load.status !== 'not-found'
            ? TEXT.loadFailed
            : state.fromTemplate
              ? TEMPLATE_MESSAGES.notFound
              : TEXT.notFound}
        </Typography>
      )}
    </PageScaffold>
  );
}

/**
 * /broadcast/form (LV3): a new broadcast or, with `?id=`, a draft or scheduled one: its title,
 * 1–3 messages in the composer (loaded on first press), the target with its live recipient
 * count and the month's quota, and when it goes out; saved as a draft, test-sent to the staff
 * member's own LINE, or sent now or at a time after confirmation.
 */
export function BroadcastFormScreen() {
  const [params] = useSearchParams();
  const location = useLocation();
  const id = idFromQuery(params.get('id'));
  // Each visit its own form, but a new broadcast taking its id into the address keeps its form.
  const formKey = (location.state as BroadcastFormLocationState | null)?.formKey ?? location.key;
  return <BroadcastForm key={formKey} id={id} formKey={formKey} />;
}
