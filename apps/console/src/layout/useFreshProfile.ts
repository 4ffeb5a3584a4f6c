import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES, type UserProfile } from '@hbc/contracts';

/**
 * The profile the layout shows: the stored one at once, then the API's once it answers. The
 * refresh and its API client load after the layout is drawn, so a phone sees the console before
 * they arrive. A 401 has already said 'กรุณาเข้าสู่ระบบอีกครั้ง' and removed the cookie; it then
 * goes to /line-login, replacing the address. When the API cannot answer, the stored one stays.
 */
export function useFreshProfile(stored: UserProfile): UserProfile {
  const [profile, setProfile] = useState(stored);
  const navigate = useNavigate();
  useEffect(() => {
    let current = true;
    void (async () => {
      const { refreshProfile } = await import('./profile-refresh');
      const fresh = await refreshProfile();
      if (!current) return;
      if (fresh) setProfile(fresh);
      else navigate(ROUTES.lineLogin, { replace: true });
    })();
    return () => {
      current = false;
    };
  }, [navigate]);
  return profile;
}
