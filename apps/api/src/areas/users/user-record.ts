import { SIGN_IN_FAILURES, type SignInFailure, type UserRecord } from '@hbc/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { hasAcceptedInvite } from './user-rules';
import { appUser, unit } from '../../db/schema';

/** What a user record is read from: `app_user` left-joined to its `unit`. */
export const userRecordColumns = {
  id: appUser.id,
  firstName: appUser.firstName,
  lastName: appUser.lastName,
  role: appUser.role,
  unitId: appUser.unitId,
  unitName: unit.name,
  unitHcode: unit.hcode,
  status: appUser.status,
  lastLoginAt: appUser.lastLoginAt,
  createdAt: appUser.createdAt,
  inviteCode: appUser.inviteCode,
  inviteExpiresAt: appUser.inviteExpiresAt,
  inviteUsedAt: appUser.inviteUsedAt,
  lineUserId: appUser.lineUserId,
  providerId: appUser.providerId,
  lastSignInFailure: appUser.lastSignInFailure,
  lastSignInFailureAt: appUser.lastSignInFailureAt,
};

export interface UserRecordRow {
  id: number;
  firstName: string;
  lastName: string;
  role: UserRecord['role'];
  unitId: number | null;
  unitName: string | null;
  unitHcode: string | null;
  status: UserRecord['status'];
  lastLoginAt: Date | null;
  createdAt: Date;
  inviteCode: string | null;
  inviteExpiresAt: Date | null;
  inviteUsedAt: Date | null;
  lineUserId: string | null;
  providerId: string | null;
  lastSignInFailure: string | null;
  lastSignInFailureAt: Date | null;
}

/** `select … from app_user left join unit`, to which a caller adds its conditions. */
export function selectUserRecords(db: Database) {
  return db
    .select(userRecordColumns)
    .from(appUser)
    .leftJoin(unit, eq(unit.id, appUser.unitId))
    .$dynamic();
}

/** The stored failure code, if it is one the contract knows (a code dropped since reads as none). */
function signInFailureOf(code: string | null): SignInFailure | null {
  return SIGN_IN_FAILURES.find((failure) => failure === code) ?? null;
}

/**
 * A row as the API answers it. The invite's code and end are shown only while the invite waits
 * to be used: once used, or once the user is no longer INVITED, the link is of no use to anyone.
 */
export function toUserRecord(row: UserRecordRow): UserRecord {
  const pendingInvite = row.status === 'INVITED' && row.inviteUsedAt === null;
  const failure = signInFailureOf(row.lastSignInFailure);
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    unitId: row.unitId,
    unitName: row.unitName,
    unitHcode: row.unitHcode,
    status: row.status,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    inviteAccepted: hasAcceptedInvite(row),
    inviteCode: pendingInvite ? row.inviteCode : null,
    inviteExpiresAt: pendingInvite ? (row.inviteExpiresAt?.toISOString() ?? null) : null,
    lastSignInFailure: failure,
    lastSignInFailureAt: failure ? (row.lastSignInFailureAt?.toISOString() ?? null) : null,
  };
}

/** The user `id` as the API answers it, or undefined when there is no such user. */
export async function readUserRecord(db: Database, id: number): Promise<UserRecord | undefined> {
  const [row] = await selectUserRecords(db).where(eq(appUser.id, id));
  return row && toUserRecord(row);
}

/** User `id` just written by a change, as the API answers it (it cannot be missing). */
export async function writtenUserRecord(db: Database, id: number, change: string) {
  const record = await readUserRecord(db, id);
  if (!record) throw new Error(`${change} user not found`);
  return record;
}

/** The unit of user `id` (null for a Super Admin), or undefined when there is no such user. */
export async function unitOfUser(db: Database, id: number): Promise<number | null | undefined> {
  const [row] = await db.select({ unitId: appUser.unitId }).from(appUser).where(eq(appUser.id, id));
  return row ? row.unitId : undefined;
}
