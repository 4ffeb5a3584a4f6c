/** API paths of spec section 7 and the architecture, kept in one place for API and clients. */
export const API_PATHS = {
  health: '/api/health',
  docs: '/api/docs',
  login: '/api/login',
  loginProvider: '/api/login/provider',
  logout: '/api/logout',
  profile: '/api/setting/user-management/profile',
  userList: '/api/setting/user-management/list',
  user: '/api/setting/user-management',
  userById: (id: string | number) => `/api/setting/user-management/${id}`,
  log: '/api/setting/log',
  logList: '/api/setting/log/list',
  cidList: '/api/setting/cid/list',
  cid: '/api/setting/cid',
  cidById: (id: string | number) => `/api/setting/cid/${id}`,
  cidExport: '/api/setting/cid/export',
  /** The full CID, for Super Admin; every call is written to the activity log. */
  cidReveal: (id: string | number) => `/api/setting/cid/${id}/reveal`,
  cidImport: '/api/setting/cid/import',
  cidImportById: (importId: string) => `/api/setting/cid/import/${importId}`,
  logExport: '/api/setting/log/export',
  upload: (product: string) => `/api/upload/${product}`,
  healthRegionList: '/api/health-center/region/list',
  healthRegionExport: '/api/health-center/region/export',
  healthProvinceList: '/api/health-center/province/list',
  /** Every province's code and Thai name (reference data, for choosers), for any staff member. */
  healthProvinceNames: '/api/health-center/province/names',
  healthProvince: '/api/health-center/province',
  healthProvinceById: (id: string | number) => `/api/health-center/province/${id}`,
  healthUnitList: '/api/health-center/unit/list',
  healthUnitExport: '/api/health-center/unit/export',
  healthUnit: '/api/health-center/unit',
  healthUnitById: (id: string | number) => `/api/health-center/unit/${id}`,
  /** The signed-in staff member's own unit, with its counts (LV1–LV3). */
  healthUnitOwn: '/api/health-center/unit/own',
  userExport: '/api/setting/user-management/export',
  /** Issues a new invite link for an INVITED user; the old one stops working. */
  userInvite: (id: string | number) => `/api/setting/user-management/${id}/invite`,
  segmentList: '/api/segment/list',
  segment: '/api/segment',
  segmentById: (id: string | number) => `/api/segment/${id}`,
  /** Rules in, count (and breakdown) of the user's unit out. */
  segmentCount: '/api/segment/count',
  /** A saved segment counted afresh with its breakdown (its detail); the count is kept on it. */
  segmentCountById: (id: string | number) => `/api/segment/${id}/count`,
  /** A CSV or XLSX of CIDs for a segment's CID-list condition. */
  segmentCidList: '/api/segment/cid-list',
  /** The programme's registry: a batch of citizens (idempotent by CID hash). */
  citizenImport: '/api/citizen/import',
  citizenImportFile: '/api/citizen/import-file',
  citizenImportFileById: (importId: string) => `/api/citizen/import-file/${importId}`,
  /** The broadcasts that targeted one citizen, by CID (Super Admin: all units; LV1: their own). */
  citizenDeliveries: '/api/citizen/deliveries',
  broadcastList: '/api/broadcast/list',
  broadcast: '/api/broadcast',
  broadcastById: (id: string | number) => `/api/broadcast/${id}`,
  /** Now, or scheduled: `{ scheduledAt? }`. */
  broadcastSend: (id: string | number) => `/api/broadcast/${id}/send`,
  /** The messages pushed to the signed-in staff member's own LINE account. */
  broadcastTest: (id: string | number) => `/api/broadcast/${id}/test`,
  broadcastCancel: (id: string | number) => `/api/broadcast/${id}/cancel`,
  broadcastRetryFailed: (id: string | number) => `/api/broadcast/${id}/retry-failed`,
  broadcastApprove: (id: string | number) => `/api/broadcast/${id}/approve`,
  broadcastReject: (id: string | number) => `/api/broadcast/${id}/reject`,
  /** Broadcasts waiting for the caller's approval (LV1: their unit's; Super Admin: all). */
  approvalList: '/api/broadcast/approval/list',
  approvalCount: '/api/broadcast/approval/count',
  /** A broadcast waiting for approval as its approver reviews it (any unit for Super Admin). */
  approvalById: (id: string | number) => `/api/broadcast/approval/${id}`,
  /** The approver's test send of a broadcast waiting for approval (their own LINE, the unit's testers). */
  approvalTest: (id: string | number) => `/api/broadcast/approval/${id}/test`,
  /** The approval threshold (Super Admin). */
  approvalSetting: '/api/setting/approval',
  /** The send window and the frequency cap (Super Admin). */
  sendPolicy: '/api/setting/send-policy',
  /** Decisions on the caller's own approval requests since `?since=` (the maker is told). */
  broadcastDecisions: '/api/broadcast/decisions',
  /** Server-sent events of `BroadcastProgress` until the broadcast ends. */
  broadcastProgress: (id: string | number) => `/api/broadcast/${id}/progress`,
  broadcastDeliveryList: (id: string | number) => `/api/broadcast/${id}/delivery/list`,
  /** Whom a target reaches now (the form's live count). */
  broadcastAudience: '/api/broadcast/audience',
  /** This month's message quota left (LINE's quota and consumption). */
  broadcastQuota: '/api/broadcast/quota',
  /** The send policy as those who compose read it (the form says when a send will really go). */
  broadcastSendPolicy: '/api/broadcast/send-policy',
  /** A unit's message templates and the Super Admin's, which every unit may use. */
  templateList: '/api/broadcast/template/list',
  template: '/api/broadcast/template',
  templateById: (id: string | number) => `/api/broadcast/template/${id}`,
  /** The LINE accounts a unit's test sends go to. */
  testerList: '/api/setting/tester/list',
  tester: '/api/setting/tester',
  testerById: (id: string | number) => `/api/setting/tester/${id}`,
  /** A one-time code a new tester sends to the programme's LINE account. */
  testerCode: '/api/setting/tester/code',
  testerCodeById: (id: string | number) => `/api/setting/tester/code/${id}`,
  /** Checks of the followers against LINE's follower IDs (Super Admin): start one, read them. */
  followerSync: '/api/setting/follower-sync',
  followerSyncList: '/api/setting/follower-sync/list',
  followerSyncById: (id: string | number) => `/api/setting/follower-sync/${id}`,
  trackingUrlList: '/api/tracking-url/list',
  trackingUrl: '/api/tracking-url',
  trackingUrlById: (id: string | number) => `/api/tracking-url/${id}`,
  /** The public redirect of a tracking link (no sign-in): 302 to its destination, the click counted. */
  trackingRedirect: (code: string) => `/t/${code}`,
  reportList: '/api/report/list',
  reportSummary: '/api/report/summary',
  reportExport: '/api/report/export',
  /** This month's LINE aggregation unit names, used and left (Super Admin). */
  reportAggregationUnits: '/api/report/aggregation-units',
  reportById: (broadcastId: string | number) => `/api/report/${broadcastId}`,
  /** A broadcast's per-recipient delivery log as XLSX or CSV. */
  reportDeliveryExport: (broadcastId: string | number) =>
    `/api/report/${broadcastId}/delivery/export`,
  dashboard: '/api/dashboard',
  /** LINE Messaging API webhook (follow / unfollow), signed with the channel secret. */
  lineWebhook: '/webhook/line',
} as const;

/** Console routes of spec section 2. */
export const ROUTES = {
  lineLogin: '/line-login',
  providerLogin: '/provider-login',
  providerLoginDup: '/provider-login/dup',
  providerLoginError: '/provider-login/error',
  home: '/',
  invite: '/invite',
  healthCenter: '/health-center',
  healthCenterDetail: '/health-center/detail',
  province: '/health-center/province',
  provinceForm: '/health-center/province/form',
  unit: '/health-center/unit',
  unitForm: '/health-center/unit/form',
  excludeCid: '/setting/exclude-cid',
  excludeCidForm: '/setting/exclude-cid/form',
  user: '/setting/user',
  userForm: '/setting/user/form',
  activityLog: '/setting/activity-log',
  tester: '/setting/tester',
  testerForm: '/setting/tester/form',
  followerSync: '/setting/follower-sync',
  /** The call centre's lookup: did this citizen get the message? */
  citizenDeliveries: '/setting/citizen-deliveries',
  broadcast: '/broadcast',
  broadcastForm: '/broadcast/form',
  broadcastDetail: '/broadcast/detail',
  /** The approver's queue, and one broadcast's review (`?id=`). */
  approval: '/broadcast/approval',
  approvalReview: '/broadcast/approval/review',
  approvalSetting: '/setting/approval',
  sendPolicy: '/setting/send-policy',
  template: '/broadcast/template',
  templateForm: '/broadcast/template/form',
  trackingUrl: '/tracking-url',
  trackingUrlForm: '/tracking-url/form',
  segment: '/segment',
  segmentDetail: '/segment/detail',
  segmentForm: '/segment/form',
  report: '/report',
  dashboard: '/dashboard',
} as const;
export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

/** Cookie names shared by the console and its tests. */
export const COOKIES = {
  userProfile: 'USER_PROFILE',
  lineToken: 'LINE_TOKEN',
  inviteCode: 'CODE_INVITE',
} as const;

/** Build version string shown in the console (spec section 1). */
export const APP_VERSION = '0.0.14';
