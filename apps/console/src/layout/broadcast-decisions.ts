import { APPROVAL_TEXTS, type BroadcastDecision } from '@hbc/contracts';

/**
 * The maker's decision notices, in a chunk of their own with the API client and the approval
 * texts (as the badge's count), so that no screen's first load carries them.
 */
export { getBroadcastDecisions } from '@hbc/api-clients';

/** What the maker is told of one decision. */
export function decisionNotice(decision: BroadcastDecision): string {
  const by = decision.decidedByName ?? APPROVAL_TEXTS.someone;
  return decision.decision === 'APPROVED'
    ? APPROVAL_TEXTS.decidedApproved(decision.title, by)
    : APPROVAL_TEXTS.decidedRejected(decision.title, by, decision.rejectReason ?? '');
}
