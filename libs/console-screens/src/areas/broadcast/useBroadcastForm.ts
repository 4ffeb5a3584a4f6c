import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError, readProfile } from '@hbc/api-clients';
import { PROGRAMME_NAME, type BroadcastRecord, type BroadcastTestSendBody } from '@hbc/contracts';
import { useLeaveGuard } from '@hbc/data-screens';
import { toast } from '@hbc/ui';
import { idFromQuery } from '../../records/record-id';
import { formApi } from './broadcast-form-api-loader';
import {
  copyDraftOf,
  draftOf,
  NEW_DRAFT,
  scheduledAtOf,
  templateDraftOf,
  type BroadcastDraft,
  type FormProblems,
} from './broadcast-draft';
import type { ActionTarget } from './broadcast-form-actions';
import { broadcastDetailPath, broadcastFormPath } from './broadcast-paths';
import { useSendWindowNotice } from './useSendWindowNotice';

/** What the buttons do: loaded on the first press, not with the form's first paint. */
const formActions = () => import('./broadcast-form-actions');

const ACTIONS_UNAVAILABLE = 'ทำรายการไม่สำเร็จ กรุณาลองใหม่อีกครั้ง';

/** The history state of an address the form gave itself: the form it keeps showing. */
export interface BroadcastFormLocationState {
  formKey: string;
}

type Load =
  { status: 'loading' } | { status: 'ready' } | { status: 'failed' } | { status: 'not-found' };

type Busy = 'save' | 'test' | 'send' | null;

/** Where the opened broadcast's approval stood, as the form tells it. */
export type OpenedApproval = Pick<BroadcastRecord, 'status' | 'approval' | 'urgentReason'>;

/**
 * The broadcast form of /broadcast/form: a new broadcast (`id` null) or the DRAFT or SCHEDULED
 * broadcast `id`. Keeps what staff write, saves it as a draft, test-sends it to the testers
 * staff choose and/or their own LINE, and sends it now or at a time after confirmation, opening its detail.
 * A new broadcast once saved takes its id into the address (`?id=`, replacing it), so that a
 * reload goes on editing it; the form (`formKey`) stays as it is meanwhile. A new broadcast
 * copied from another (`?copy=`) opens with its title, target and messages, unsaved (the leave
 * guard asks) until staff save it; one from a template (`?template=`) with its messages.
 */
export function useBroadcastForm(id: number | null | 'invalid', formKey: string) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [companyName] = useState(() => readProfile()?.hospital_name || PROGRAMME_NAME);
  // The broadcast this form opened with: a new one's id arriving in the address loads nothing.
  const [openedId] = useState(id);
  const [copyOf] = useState(() => (id === null ? idFromQuery(params.get('copy')) : null));
  const [templateOf] = useState(() =>
    id === null && copyOf === null ? idFromQuery(params.get('template')) : null,
  );
  const [draft, setDraft] = useState<BroadcastDraft>(NEW_DRAFT);
  const [savedId, setSavedId] = useState<number | null>(typeof id === 'number' ? id : null);
  const [savedKey, setSavedKey] = useState(JSON.stringify(NEW_DRAFT));
  const [load, setLoad] = useState<Load>(
    id === null && copyOf === null && templateOf === null
      ? { status: 'ready' }
      : id === 'invalid' || copyOf === 'invalid' || templateOf === 'invalid'
        ? { status: 'not-found' }
        : { status: 'loading' },
  );
  const [problems, setProblems] = useState<FormProblems>({});
  const [busy, setBusy] = useState<Busy>(null);
  const [confirming, setConfirming] = useState(false);
  const [choosingTesters, setChoosingTesters] = useState(false);
  const [recipients, setRecipients] = useState<number | null>(null);
  const [opened, setOpened] = useState<OpenedApproval | null>(null);
  const windowNoticeOf = useSendWindowNotice();

  useEffect(() => {
    const source = typeof openedId === 'number' ? openedId : copyOf;
    if (typeof source !== 'number' && typeof templateOf !== 'number') return undefined;
    const controller = new AbortController();
    const { signal } = controller;
    formApi()
      .then(async (api) => {
        if (typeof source === 'number') {
          const record = await api.getBroadcast(source, signal);
          // Saved as nothing yet: the copy is unsaved work.
          if (source === copyOf) return { draft: copyDraftOf(record), saved: false };
          setOpened({
            status: record.status,
            approval: record.approval,
            urgentReason: record.urgentReason,
          });
          return { draft: draftOf(record), saved: true };
        }
        // A template's messages are unsaved work too.
        const template = await api.getTemplate(templateOf as number, signal);
        return { draft: templateDraftOf(template), saved: false };
      })
      .then(
        ({ draft: loaded, saved }) => {
          setDraft(loaded);
          if (saved) setSavedKey(JSON.stringify(loaded));
          setLoad({ status: 'ready' });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const notFound = error instanceof ApiError && error.status === 404;
          setLoad({ status: notFound ? 'not-found' : 'failed' });
        },
      );
    return () => controller.abort();
  }, [openedId, copyOf, templateOf]);

  const scheduledAt = useMemo(() => scheduledAtOf(draft), [draft]);
  const dirty = load.status === 'ready' && JSON.stringify(draft) !== savedKey;
  const guard = useLeaveGuard(dirty);

  // Once saved and unchanged since, the address names the broadcast (the guard lets it through).
  useEffect(() => {
    if (savedId === null || savedId === id || dirty) return;
    const state: BroadcastFormLocationState = { formKey };
    void navigate(broadcastFormPath(savedId), { replace: true, state });
  }, [savedId, id, dirty, navigate, formKey]);

  const change = useCallback((changes: Partial<BroadcastDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setProblems((current) => {
      const next = { ...current };
      for (const key of Object.keys(changes)) {
        if (key === 'day' || key === 'time' || key === 'schedule') delete next.scheduledAt;
        else if (key === 'urgent') delete next.urgentReason;
        else delete next[key as keyof FormProblems];
      }
      return next;
    });
  }, []);

  const target: ActionTarget = {
    draft,
    savedId,
    onSaved: (saved, savedDraft) => {
      setSavedId(saved);
      setSavedKey(JSON.stringify(savedDraft));
    },
    onProblems: setProblems,
  };

  /** Checks the draft (`sending`: as it is to go out), then runs `work` unless it has problems. */
  const run = async (
    kind: Exclude<Busy, null>,
    sending: boolean,
    work: (actions: Awaited<ReturnType<typeof formActions>>) => Promise<void>,
  ) => {
    setBusy(kind);
    try {
      const actions = await formActions();
      const found = actions.problemsOf(draft, sending);
      setProblems(found);
      if (!actions.hasProblems(found)) await work(actions);
    } catch {
      // The actions' chunk did not load (the network, or a newer console deployed meanwhile).
      toast.error(ACTIONS_UNAVAILABLE);
    } finally {
      setBusy(null);
    }
  };

  return {
    companyName,
    load,
    draft,
    change,
    problems,
    busy,
    /** The recipients counted for the target (shown in the confirmation), null while unknown. */
    recipients,
    setRecipients,
    editing: typeof openedId === 'number',
    /** The edited broadcast's approval: waiting (an edit withdraws it), or why it was rejected. */
    opened,
    /** The form starts from a template (`?template=`): its messages, or that it is not there. */
    fromTemplate: templateOf !== null,
    guard,
    saveDraft: () => run('save', false, (actions) => actions.saveDraft(target)),
    /** The test send's dialog: open while staff choose whom it goes to. */
    choosingTesters,
    askToTest: () => setChoosingTesters(true),
    cancelTest: () => setChoosingTesters(false),
    testSend: (to: BroadcastTestSendBody) =>
      run('test', false, async (actions) => {
        if (await actions.testSend(target, to)) setChoosingTesters(false);
      }),
    confirming,
    /** Checks the broadcast, then asks to confirm sending it. */
    askToSend: () =>
      run('send', true, async () => {
        setConfirming(true);
      }),
    cancelSend: () => setConfirming(false),
    /** Saves, sends (now or at the chosen time) and opens its detail. */
    send: () =>
      run('send', true, async (actions) => {
        const sent = await actions.send(target);
        setConfirming(false);
        if (sent === null) return;
        guard.allowLeaving();
        void navigate(broadcastDetailPath(sent));
      }),
    scheduledAt,
    /**
     * When the chosen time (or now) falls outside the send window, when the send really begins;
     * null otherwise, and for a time not chosen yet.
     */
    windowNotice:
      draft.schedule === 'AT' && scheduledAt === null
        ? null
        : windowNoticeOf(new Date(scheduledAt ?? Date.now()), draft.urgent),
  };
}

export type BroadcastFormState = ReturnType<typeof useBroadcastForm>;
