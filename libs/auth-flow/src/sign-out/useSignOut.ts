import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { signOut } from './sign-out';

/** `signOut` bound to the router, replacing the current entry so Back does not reopen the screen. */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  return useCallback(() => void signOut((to) => navigate(to, { replace: true })), [navigate]);
}
