import type { LoaderFunctionArgs } from 'react-router';
import { MAX_INVITE_CODE_LENGTH, writeInviteCode } from '../cookies/invite-cookie';

export interface InviteLanding {
  /** Whether the link carried an invite code, now kept in the CODE_INVITE cookie. */
  invited: boolean;
}

/** The code of an invite link: `?code=`, or `?code_invite=` as older links write it. */
export function inviteCodeFrom(url: URL): string | null {
  const code = (url.searchParams.get('code') || url.searchParams.get('code_invite') || '').trim();
  return code !== '' && code.length <= MAX_INVITE_CODE_LENGTH ? code : null;
}

/** The loader of `/invite`: keeps the link's invite code for the LINE login that follows. */
export function inviteLoader({ request }: Pick<LoaderFunctionArgs, 'request'>): InviteLanding {
  const code = inviteCodeFrom(new URL(request.url));
  if (code === null) return { invited: false };
  writeInviteCode(code);
  return { invited: true };
}

/** Location state of the hop from /invite to /line-login: the LINE login then starts by itself. */
export const FROM_INVITE_STATE = { fromInvite: true } as const;

export function isFromInvite(locationState: unknown): boolean {
  return (
    typeof locationState === 'object' &&
    locationState !== null &&
    (locationState as { fromInvite?: unknown }).fromInvite === true
  );
}
