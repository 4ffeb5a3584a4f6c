import { useRef, useState, type FormEvent } from 'react';
import { ApiError, lookUpCitizenDeliveries } from '@hbc/api-clients';
import {
  API_ERRORS,
  CID_MESSAGES,
  CITIZEN_DELIVERY_MESSAGES,
  cidProblem,
  normaliseCid,
  type CitizenDelivery,
} from '@hbc/contracts';
import { apiErrorText } from '@hbc/data-screens';

export const CITIZEN_DELIVERY_TEXT = { failed: 'ค้นหาไม่สำเร็จ กรุณาลองอีกครั้ง' } as const;

type Answer =
  | { step: 'idle' }
  | { step: 'asking' }
  | { step: 'answered'; deliveries: CitizenDelivery[] }
  | { step: 'failed'; message: string };

/** Thai for a failed lookup: the registry lacks the citizen, the API's own words, or a fallback. */
function failureText(failure: unknown): string {
  if (failure instanceof ApiError && failure.message === API_ERRORS.CITIZEN_NOT_FOUND) {
    return CITIZEN_DELIVERY_MESSAGES.notFound;
  }
  return apiErrorText(failure, CITIZEN_DELIVERY_TEXT.failed);
}

/**
 * The call centre's lookup: the CID as typed, checked with the contracts' rule before anything
 * is asked, then the broadcasts that targeted the citizen. The CID stays in this hook's state:
 * never in the address or any storage. A later lookup supersedes an earlier one still on its way.
 */
export function useCitizenDeliveries() {
  const [cid, setCid] = useState('');
  const [cidError, setCidError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<Answer>({ step: 'idle' });
  const latest = useRef<AbortController | null>(null);

  const change = (value: string) => {
    setCid(value);
    setCidError(null);
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const problem = cidProblem(cid);
    if (problem) {
      setCidError(CID_MESSAGES[problem]);
      return;
    }
    latest.current?.abort();
    const controller = new AbortController();
    latest.current = controller;
    setAnswer({ step: 'asking' });
    lookUpCitizenDeliveries(normaliseCid(cid), controller.signal).then(
      (deliveries) => {
        if (latest.current === controller) setAnswer({ step: 'answered', deliveries });
      },
      (failure: unknown) => {
        if (latest.current === controller)
          setAnswer({ step: 'failed', message: failureText(failure) });
      },
    );
  };

  return {
    cid,
    /** Thai text of what is wrong with the CID as typed, or null. */
    cidError,
    change,
    submit,
    asking: answer.step === 'asking',
    /** The broadcasts found, newest first; null before an answer. */
    deliveries: answer.step === 'answered' ? answer.deliveries : null,
    /** Thai text of a failed lookup (404, 400, no answer), or null. */
    failure: answer.step === 'failed' ? answer.message : null,
  };
}
