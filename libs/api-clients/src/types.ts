/**
 * Request types of the calls whose body the spec leaves open ("not shown"), and the profile
 * call's answer. The users and health units, users, excluded CIDs and the activity log take
 * theirs from `@hbc/contracts`.
 */
import type { ListQuery, UserProfile } from '@hbc/contracts';

/** The region list's query; its sort fields are the API's (`number`, `name`). */
export type RegionListQuery = ListQuery<string>;

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

/**
 * The profile call's `data`: the profile of USER_PROFILE without the access token, which the
 * console adds when it stores it.
 */
export type ProfileData = Omit<UserProfile, 'access_token'>;
