import { useState } from 'react';
import { readProfile } from '@hbc/api-clients';
import { isRole, type Role } from '@hbc/contracts';

/** The signed-in staff member's role, from their stored profile (read once per screen). */
export function useViewerRole(): Role | null {
  const [role] = useState(() => {
    const stored = readProfile()?.role;
    return isRole(stored) ? stored : null;
  });
  return role;
}
