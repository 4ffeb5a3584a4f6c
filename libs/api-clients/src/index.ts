export { configureApiHost, getApiHost } from './api-host';
export { ApiError, toApiError } from './api-error';
export { isSessionExpiry } from './session-exemption';
export { authClient, isSuccessStatus, lineTokenClient, publicClient } from './clients';
export { readAccessToken, readLineToken } from './auth-cookies';
export { consoleCookieOptions, cookieJar } from './session/cookie-jar';
export { clearProfile, parseProfile, readProfile, writeProfile } from './session/profile-cookie';
export { getProfile, login, loginProvider } from './calls/auth-calls';
export {
  createUser,
  deleteUser,
  getUser,
  listUsers,
  reissueInvite,
  updateUser,
} from './calls/user-calls';
export {
  createProvince,
  createUnit,
  deleteProvince,
  deleteUnit,
  getOwnUnit,
  getProvince,
  getUnit,
  listProvinceNames,
  listProvinces,
  listRegions,
  listUnits,
  updateProvince,
  updateUnit,
} from './calls/health-center-calls';
export { listLogs, writeLog } from './calls/log-calls';
export { postList } from './calls/list-calls';
export { downloadExport, type DownloadedFile, type ExportProgress } from './calls/list-calls';
export {
  addCid,
  cancelCidImport,
  confirmCidImport,
  deleteCid,
  listCids,
  previewCidImport,
  revealCid,
} from './calls/cid-calls';
export { getCitizenFileImport, startCitizenFileImport } from './calls/citizen-calls';
export { lookUpCitizenDeliveries } from './calls/citizen-delivery-calls';
export {
  countSavedSegment,
  countSegment,
  createSegment,
  deleteSegment,
  getSegment,
  listSegments,
  updateSegment,
  uploadSegmentCidList,
} from './calls/segment-calls';
export {
  cancelBroadcast,
  countBroadcastAudience,
  createBroadcast,
  deleteBroadcast,
  getBroadcast,
  getBroadcastQuota,
  getBroadcastSendPolicy,
  listBroadcastDeliveries,
  listBroadcasts,
  progressOfRecord,
  retryFailedBroadcast,
  sendBroadcast,
  streamBroadcastProgress,
  testBroadcast,
  updateBroadcast,
  watchBroadcastProgress,
  type WatchProgressOptions,
} from './calls/broadcast-calls';
export {
  approveBroadcast,
  getApprovalCount,
  getBroadcastDecisions,
  getApprovalReview,
  getApprovalSetting,
  getSendPolicy,
  listApprovals,
  rejectBroadcast,
  testBroadcastForApproval,
  updateApprovalSetting,
  updateSendPolicy,
} from './calls/approval-calls';
export {
  apiUploadFn,
  readFileAsDataUrl,
  upload,
  uploadFile,
  type ProgressListener,
  type UploadFileFn,
} from './calls/upload-calls';
export type * from './types';
export {
  createTrackingUrl,
  deleteTrackingUrl,
  getTrackingUrl,
  listTrackingUrls,
  updateTrackingUrl,
} from './calls/tracking-url-calls';
export {
  createTemplate,
  deleteTemplate,
  getTemplate,
  listTemplates,
  updateTemplate,
} from './calls/template-calls';
export {
  addTesterByCid,
  cancelTesterCode,
  deleteTester,
  getTesterCodeStatus,
  listTesters,
  makeTesterCode,
  renameTester,
} from './calls/tester-calls';
export { listFollowerSyncs, startFollowerSync } from './calls/follower-sync-calls';
export {
  getAggregationBudget,
  getBroadcastReport,
  getReportSummary,
  listReports,
} from './calls/report-calls';
export { getDashboard } from './calls/dashboard-calls';
