/**
 * The approver's queue and review, and the settings of sending (the approval threshold, the send
 * policy): one chunk, loaded when one opens.
 */
export { ApprovalQueueScreen } from './ApprovalQueueScreen';
export { ApprovalReviewScreen } from './ApprovalReviewScreen';
export { ApprovalSettingScreen } from './ApprovalSettingScreen';
export { SendPolicyScreen } from './SendPolicyScreen';
