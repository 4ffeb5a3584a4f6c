/**
 * Request and response types of the calls of spec section 7 that the spec leaves open ("not
 * shown"). Plain data shared with the API; snake_case like the profile fields.
 */
import type { ActivityLogEntry, Role } from '@hbc/contracts';

export type UserStatus = 'INVITED' | 'ACTIVE' | 'DISABLED';

/** Body of every list call (architecture section 5). */
export interface ListQuery<F = Record<string, unknown>> {
  page: number;
  /** At most 100. */
  pageSize: number;
  search?: string;
  sort?: { field: string; order: 'asc' | 'desc' };
  filters?: F;
}

export interface UserFilters {
  role?: Role;
  status?: UserStatus;
  unit_hcode?: string;
}
export type UserListQuery = ListQuery<UserFilters>;

export interface UserDto {
  id: number;
  first_name: string;
  last_name: string;
  role: Role;
  /** Null for Super Admin. */
  unit_hcode: string | null;
  unit_name: string | null;
  status: UserStatus;
  /** Invite link code while the user is INVITED. */
  invite_code: string | null;
  invite_expires_at: string | null;
  /** ISO 8601 instant, or null before the first sign-in. */
  last_login: string | null;
  created_at: string;
  updated_at: string;
}

export interface CreateUserBody {
  first_name: string;
  last_name: string;
  role: Role;
  unit_hcode: string | null;
}

/** PUT body: carries the id again (spec section 7). */
export interface UpdateUserBody {
  id: number;
  first_name?: string;
  last_name?: string;
  role?: Role;
  unit_hcode?: string | null;
  status?: UserStatus;
}

export interface LogFilters {
  menu?: string;
  action?: string;
  /** ISO 8601 instants bounding the log time. */
  from?: string;
  to?: string;
}
export type LogListQuery = ListQuery<LogFilters>;

export interface LogDto extends ActivityLogEntry {
  id: number;
  user_name: string;
  role: Role;
  unit_hcode: string | null;
  created_at: string;
}

export type CidListQuery = ListQuery<Record<string, never>>;

export interface CidDto {
  id: number;
  /** The CID shown masked, e.g. 1-2345-xxxxx-xx-1. */
  cid_masked: string;
  reason: string | null;
  created_by: string;
  created_at: string;
}

export interface AddCidBody {
  /** 13 digits. */
  cid: string;
  reason?: string | null;
}

/** Body of `POST /api/login/provider`: the Health ID callback's query. */
export interface ProviderLoginBody {
  code: string;
  state: string;
}

/** The `{product}` of `POST /api/upload/{product}`. */
export type UploadProduct = 'image' | 'imagemap' | 'card' | 'video';

export interface UploadBody {
  /** The file as a data URL: `data:<mime type>;base64,<data>`. */
  base64: string;
}
