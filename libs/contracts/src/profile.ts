import type { Role } from './roles';

/** The profile call's data, stored in the USER_PROFILE cookie (spec section 3). */
export interface UserProfile {
  access_token: string;
  role: Role | string;
  first_name: string;
  last_name: string;
  /** ISO 8601 instant of the previous sign-in, or null on the first. */
  last_login: string | null;
  hospital_name: string | null;
  hospital_logo: string | null;
  status?: string;
  message?: string;
  refresh_token?: string;
  service_unit_name?: string | null;
}

export interface LoginRequest {
  state: string;
  code: string;
  code_invite?: string | null;
}
export interface LoginResponse {
  message: string;
  access_token?: string;
}

export interface ActivityLogEntry {
  action: string;
  menu: string;
  subject: string;
  description: string;
}
