import {
  API_PATHS,
  type ApiSuccess,
  type ApprovalCount,
  type ApprovalListItem,
  type ApprovalListQuery,
  type ApprovalReview,
  type ApprovalSetting,
  type BroadcastDecision,
  type BroadcastRecord,
  type BroadcastRejectBody,
  type BroadcastTestSend,
  type ListAnswer,
  type SendPolicy,
} from '@hbc/contracts';
import { authClient } from '../clients';
import { postList } from './list-calls';

async function data<T>(request: Promise<{ data: ApiSuccess<T> }>): Promise<T> {
  return (await request).data.data;
}

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** `POST /api/broadcast/approval/list`: the broadcasts waiting for the caller's approval. */
export function listApprovals(
  query: ApprovalListQuery,
  signal?: AbortSignal,
): Promise<ListAnswer<ApprovalListItem>> {
  return postList(API_PATHS.approvalList, query, signal);
}

/** `GET /api/broadcast/approval/count`: how many wait for the caller's approval. */
export function getApprovalCount(signal?: AbortSignal): Promise<ApprovalCount> {
  return data(
    authClient.get<ApiSuccess<ApprovalCount>>(API_PATHS.approvalCount, withSignal(signal)),
  );
}

/**
 * `GET /api/broadcast/approval/{id}`: a waiting broadcast as its approver reviews it, whom it
 * reaches now and the quota after it.
 */
export function getApprovalReview(id: number, signal?: AbortSignal): Promise<ApprovalReview> {
  return data(
    authClient.get<ApiSuccess<ApprovalReview>>(API_PATHS.approvalById(id), withSignal(signal)),
  );
}

/** `POST /api/broadcast/{id}/approve`: starts it, or schedules it for its time. */
export function approveBroadcast(id: number): Promise<BroadcastRecord> {
  return data(authClient.post<ApiSuccess<BroadcastRecord>>(API_PATHS.broadcastApprove(id), {}));
}

/** `POST /api/broadcast/{id}/reject`: back to DRAFT with the approver's reason. */
export function rejectBroadcast(id: number, body: BroadcastRejectBody): Promise<BroadcastRecord> {
  return data(authClient.post<ApiSuccess<BroadcastRecord>>(API_PATHS.broadcastReject(id), body));
}

/** `POST /api/broadcast/approval/{id}/test`: a waiting broadcast to the approver's own LINE. */
export function testBroadcastForApproval(id: number): Promise<BroadcastTestSend> {
  return data(authClient.post<ApiSuccess<BroadcastTestSend>>(API_PATHS.approvalTest(id)));
}

/** `GET /api/setting/approval` (Super Admin): the approval threshold. */
export function getApprovalSetting(signal?: AbortSignal): Promise<ApprovalSetting> {
  return data(
    authClient.get<ApiSuccess<ApprovalSetting>>(API_PATHS.approvalSetting, withSignal(signal)),
  );
}

/** `PUT /api/setting/approval` (Super Admin). */
export function updateApprovalSetting(body: ApprovalSetting): Promise<ApprovalSetting> {
  return data(authClient.put<ApiSuccess<ApprovalSetting>>(API_PATHS.approvalSetting, body));
}

/** `GET /api/setting/send-policy` (Super Admin): the send window and the frequency cap. */
export function getSendPolicy(signal?: AbortSignal): Promise<SendPolicy> {
  return data(authClient.get<ApiSuccess<SendPolicy>>(API_PATHS.sendPolicy, withSignal(signal)));
}

/** `PUT /api/setting/send-policy` (Super Admin): the policy as saved. */
export function updateSendPolicy(body: SendPolicy): Promise<SendPolicy> {
  return data(authClient.put<ApiSuccess<SendPolicy>>(API_PATHS.sendPolicy, body));
}

/** `GET /api/broadcast/decisions?since=`: decisions on the caller's own requests since then. */
export function getBroadcastDecisions(
  since: string,
  signal?: AbortSignal,
): Promise<BroadcastDecision[]> {
  return data(
    authClient.get<ApiSuccess<BroadcastDecision[]>>(API_PATHS.broadcastDecisions, {
      params: { since },
      ...withSignal(signal),
    }),
  );
}
