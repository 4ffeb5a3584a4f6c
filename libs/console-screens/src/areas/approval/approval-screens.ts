/** The approver's queue and review, and the threshold's setting: one chunk, loaded when one opens. */
export { ApprovalQueueScreen } from './ApprovalQueueScreen';
export { ApprovalReviewScreen } from './ApprovalReviewScreen';
export { ApprovalSettingScreen } from './ApprovalSettingScreen';
