/** Envelope of every successful API answer (HTTP 200). Lists also carry `total`. */
export interface ApiSuccess<T> {
  message: 'SUCCESS';
  data: T;
}
export interface ApiList<T> extends ApiSuccess<T[]> {
  total: number;
}

/** Error `message` values the API answers with, besides the login messages. */
export const API_ERRORS = {
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  /** 408: the request line and headers did not arrive in time. */
  REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
  /** 431: the request line and headers exceed what the server reads. */
  HEADERS_TOO_LARGE: 'HEADERS_TOO_LARGE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  /**
   * 503: the API process is starting (opening, migrating or seeding its database) and serves no
   * route yet; try again after `Retry-After` seconds. `/api/health` names what it is doing.
   */
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  /** 404: no citizen of the registry has the CID asked about. */
  CITIZEN_NOT_FOUND: 'CITIZEN_NOT_FOUND',
} as const;
export type ApiErrorMessage = (typeof API_ERRORS)[keyof typeof API_ERRORS];

export interface ValidationIssue {
  path: string;
  message: string;
}
export interface ApiErrorBody {
  message: string;
  errors?: ValidationIssue[];
  /**
   * How many issues there were beyond those listed: `errors` lists at most `ERRORS_LISTED_MAX`.
   * Absent when every issue is listed.
   */
  moreErrors?: number;
}

/** Login answers of spec section 8, as the API sends them in `message`. */
export const LOGIN_MESSAGES = {
  CODE_IS_USED: 'CODE_IS_USED',
  NO_INVITE: 'NO_INVITE',
  DISABLED: 'DISABLED',
  DUPLICATE_MID: 'DUPLICATE MID',
  NO_DATA: 'NO_DATA',
} as const;
export type LoginMessage = (typeof LOGIN_MESSAGES)[keyof typeof LOGIN_MESSAGES];

/** What staff read for each login message (spec section 8, word for word). */
export const LOGIN_MESSAGE_TEXT: Record<LoginMessage, string> = {
  CODE_IS_USED: 'ลิงก์นี้ถูกใช้งานไปแล้ว กรุณาติดต่อเจ้าหน้าที่',
  NO_INVITE: 'ลิงก์ไม่ถูกต้อง กรุณาติดต่อเจ้าหน้าที่',
  DISABLED: 'ผู้ใช้นี้ยังไม่ถูกเปิดใช้งาน กรุณาติดต่อเจ้าหน้าที่',
  'DUPLICATE MID': 'บัญชีไลน์นี้มีอยู่ในระบบแล้ว',
  NO_DATA: 'ไม่พบข้อมูลผู้ใช้ในระบบ',
};

/** Shown when the profile call answers 401. */
export const SESSION_EXPIRED_TEXT = 'กรุณาเข้าสู่ระบบอีกครั้ง';
