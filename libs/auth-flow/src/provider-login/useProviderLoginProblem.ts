import { useState } from 'react';
import type { OrganizationMismatch } from '@hbc/contracts';
import { readProviderLoginProblem } from './provider-login-problem';

/** What /provider-login/error names of the last provider step: the units that did not match. */
export function useProviderLoginProblem(): OrganizationMismatch | null {
  const [problem] = useState(readProviderLoginProblem);
  return problem;
}
