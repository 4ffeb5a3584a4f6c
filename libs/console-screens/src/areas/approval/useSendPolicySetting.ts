import { useState } from 'react';
import { getSendPolicy, updateSendPolicy } from '@hbc/api-clients';
import {
  describeSendPolicy,
  NO_SEND_POLICY,
  SEND_POLICY_MESSAGES,
  type SendPolicy,
} from '@hbc/contracts';
import { apiErrorText } from '@hbc/data-screens';
import { toast } from '@hbc/ui';
import { useLoadedSetting } from '../../screens/useLoadedSetting';
import {
  policyOf,
  problemsFromApi,
  problemsOf,
  valuesOf,
  type SendPolicyField,
  type SendPolicyFieldProblems,
  type SendPolicyValues,
} from './send-policy-values';

export const SEND_POLICY_SAVE_FAILED = 'บันทึกนโยบายการส่งไม่สำเร็จ';

/** The fields a change touches: a switch turned touches its part's fields. */
function touched(changes: Partial<SendPolicyValues>): SendPolicyField[] {
  const fields: SendPolicyField[] = [];
  if ('windowOn' in changes) fields.push('start', 'end');
  if ('capOn' in changes) fields.push('count', 'days');
  for (const field of ['start', 'end', 'count', 'days'] as const) {
    if (field in changes) fields.push(field);
  }
  return fields;
}

/**
 * /setting/send-policy: the send window and the frequency cap read from the API, edited as
 * switches and text, their effect in words as staff type (the last policy the fields make: one
 * half typed keeps the words before it), checked in Thai on save and saved; the API's refusals
 * said at their fields.
 */
export function useSendPolicySetting() {
  const [values, setValues] = useState<SendPolicyValues>(() => valuesOf(NO_SEND_POLICY));
  const [described, setDescribed] = useState<SendPolicy>(NO_SEND_POLICY);
  const [problems, setProblems] = useState<SendPolicyFieldProblems>({});
  const [saving, setSaving] = useState(false);
  const { load, retry } = useLoadedSetting(getSendPolicy, (policy) => {
    setValues(valuesOf(policy));
    setDescribed(policy);
  });

  return {
    load,
    values,
    problems,
    saving,
    /** The policy on screen in words, one sentence a line. */
    effect: describeSendPolicy(described),
    retry,
    change: (changes: Partial<SendPolicyValues>) => {
      const next = { ...values, ...changes };
      setValues(next);
      setProblems((current) => {
        const left = { ...current };
        for (const field of touched(changes)) delete left[field];
        return left;
      });
      const policy = policyOf(next);
      if (policy) setDescribed(policy);
    },
    save: () => {
      const found = problemsOf(values);
      setProblems(found);
      const policy = policyOf(values);
      if (!policy) return;
      setSaving(true);
      updateSendPolicy(policy).then(
        (saved) => {
          setSaving(false);
          setValues(valuesOf(saved));
          setDescribed(saved);
          toast.success(SEND_POLICY_MESSAGES.saved);
        },
        (error: unknown) => {
          setSaving(false);
          const refused = problemsFromApi(error);
          if (!refused) {
            toast.error(apiErrorText(error, SEND_POLICY_SAVE_FAILED));
            return;
          }
          setProblems(refused.fields);
          for (const message of refused.others) toast.error(message);
        },
      );
    },
  };
}

export type SendPolicySettingState = ReturnType<typeof useSendPolicySetting>;
