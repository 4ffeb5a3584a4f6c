import { useCallback, useEffect, useState } from 'react';
import { cancelTesterCode, getTesterCodeStatus, makeTesterCode } from '@hbc/api-clients';
import type { TesterCode } from '@hbc/contracts';
import { apiErrorText } from '@hbc/data-screens';
import { toast } from '@hbc/ui';

/** How often the screen asks whether the code was sent (the API answers from its database). */
export const TESTER_CODE_POLL_MS = 2_500;

export const TESTER_CODE_TEXT = {
  added: (name: string) => `เพิ่มผู้ทดสอบ ${name} แล้ว`,
  makeFailed: 'สร้างรหัสไม่สำเร็จ',
} as const;

export type TesterCodeStep =
  { kind: 'naming' } | { kind: 'waiting'; code: TesterCode } | { kind: 'expired' };

const secondsUntil = (instant: string, now: number) =>
  Math.max(0, Math.ceil((Date.parse(instant) - now) / 1000));

/**
 * A one-time code for a new tester of `unitId` (null: the staff member's own unit): made on
 * request, then asked about every TESTER_CODE_POLL_MS until the tester sends it (a toast names
 * them and `onDone` runs) or it expires (a new one may be made). `secondsLeft` counts down;
 * `cancel` gives up (the code is cancelled) and runs `onDone`.
 */
export function useTesterCode(unitId: number | null, onDone: () => void) {
  const [step, setStep] = useState<TesterCodeStep>({ kind: 'naming' });
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(() => Date.now());

  const make = useCallback(
    (name: string) => {
      setBusy(true);
      makeTesterCode({ ...(unitId === null ? {} : { unitId }), name }).then(
        (code) => {
          setBusy(false);
          setNow(Date.now());
          setStep({ kind: 'waiting', code });
        },
        (error: unknown) => {
          setBusy(false);
          toast.error(apiErrorText(error, TESTER_CODE_TEXT.makeFailed));
        },
      );
    },
    [unitId],
  );

  const waitingId = step.kind === 'waiting' ? step.code.id : null;
  useEffect(() => {
    if (waitingId === null) return undefined;
    const controller = new AbortController();
    const ask = () => {
      getTesterCodeStatus(waitingId, controller.signal).then(
        (status) => {
          if (status.state === 'USED') {
            clearInterval(polling);
            toast.success(TESTER_CODE_TEXT.added(status.tester?.name ?? ''));
            onDone();
          } else if (status.state === 'EXPIRED') {
            clearInterval(polling);
            setStep({ kind: 'expired' });
          }
        },
        // A failed poll is asked again at the next tick.
        () => undefined,
      );
    };
    const polling = setInterval(ask, TESTER_CODE_POLL_MS);
    const ticking = setInterval(() => setNow(Date.now()), 1_000);
    return () => {
      controller.abort();
      clearInterval(polling);
      clearInterval(ticking);
    };
  }, [waitingId, onDone]);

  const secondsLeft = step.kind === 'waiting' ? secondsUntil(step.code.expiresAt, now) : 0;
  useEffect(() => {
    if (step.kind === 'waiting' && secondsLeft === 0) setStep({ kind: 'expired' });
  }, [step.kind, secondsLeft]);

  /** Gives up: a waiting code is cancelled (no longer accepted), then back. */
  const cancel = useCallback(() => {
    if (waitingId !== null) void cancelTesterCode(waitingId).catch(() => undefined);
    onDone();
  }, [waitingId, onDone]);

  return { step, busy, make, secondsLeft, cancel };
}
