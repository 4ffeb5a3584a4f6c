import { useEffect, useState } from 'react';
import { formApi } from './broadcast-form-api-loader';

/** When a send asked for at `at` really begins under the send window, or null (it begins then). */
export type WindowNoticeOf = (at: Date, urgent: boolean) => string | null;

const NO_NOTICE: WindowNoticeOf = () => null;

/**
 * What the form says of the send window every broadcast follows, read once (`GET
 * /api/broadcast/send-policy`): when a send outside it really begins. Says nothing while unread,
 * when there is no window, or when it cannot be read (the API holds the send back all the same).
 * The window's arithmetic comes with the policy, not with the form's first paint.
 */
export function useSendWindowNotice(): WindowNoticeOf {
  const [noticeOf, setNoticeOf] = useState<WindowNoticeOf>(() => NO_NOTICE);
  useEffect(() => {
    const controller = new AbortController();
    Promise.all([formApi(), import('./send-window-text')])
      .then(async ([api, { sendWindowNotice }]) => {
        const { sendWindow } = await api.getBroadcastSendPolicy(controller.signal);
        const next: WindowNoticeOf = (at, urgent) => sendWindowNotice(sendWindow, at, urgent);
        return next;
      })
      .then(
        (next) => setNoticeOf(() => next),
        () => undefined,
      );
    return () => controller.abort();
  }, []);
  return noticeOf;
}
