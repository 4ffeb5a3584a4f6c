/**
 * Request types of the calls whose body the spec leaves open ("not shown"). The users and
 * health units take their queries, bodies and answers from `@hbc/contracts`, camelCase; the
 * excluded-CID and log calls keep their earlier snake_case answers until their areas are built.
 */
import type { ActivityLogEntry, ListQuery, Role } from '@hbc/contracts';

/** The region list's query; its sort fields are the API's (`number`, `name`). */
export type RegionListQuery = ListQuery<string>;

export interface LogFilters {
  menu?: string;
  action?: string;
  /** ISO 8601 instants bounding the log time. */
  from?: string;
  to?: string;
}
export type LogListQuery = ListQuery<string, LogFilters>;

export interface LogDto extends ActivityLogEntry {
  id: number;
  user_name: string;
  role: Role;
  unit_hcode: string | null;
  created_at: string;
}

export type CidListQuery = ListQuery<string>;

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
