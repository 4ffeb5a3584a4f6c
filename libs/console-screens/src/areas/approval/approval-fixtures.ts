import { API_PATHS, SELF_APPROVAL } from '@hbc/contracts';
import {
  APPROVAL_BROADCASTS,
  APPROVAL_MIN,
  BROADCASTS,
  fakeBroadcastApi,
  PENDING_URGENT,
  type FakeBroadcastApiOptions,
} from '../broadcast/broadcast-fixtures';

/** The broadcast API with broadcasts of every approval state, and the threshold applied. */
export const fakeApprovalApi = (options: FakeBroadcastApiOptions = {}) =>
  fakeBroadcastApi({
    broadcasts: [...BROADCASTS, ...APPROVAL_BROADCASTS],
    approvalMin: APPROVAL_MIN,
    ...options,
  });

/** The API refusing the approval of `PENDING_URGENT` by its own maker. */
export const selfApprovalRefused = fakeApprovalApi({
  replies: {
    [`POST ${API_PATHS.broadcastApprove(PENDING_URGENT.id)}`]: {
      status: 403,
      data: { message: SELF_APPROVAL },
    },
  },
});
