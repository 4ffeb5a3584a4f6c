import { useState } from 'react';
import { readProfile } from '@hbc/auth-flow';
import { isRole, type Role } from '@hbc/contracts';

/** The signed-in staff member's role, from their stored profile (read once per screen). */
export function useViewerRole(): Role | null {
  const [role] = useState(() => {
    const stored = readProfile()?.role;
    return isRole(stored) ? stored : null;
  });
  return role;
}
