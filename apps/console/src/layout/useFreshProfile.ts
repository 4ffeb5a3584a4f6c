import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES, type UserProfile } from '@hbc/contracts';
import type { LayoutProfiles } from './console-layout-loader';

/**
 * The profile the layout shows: the stored one at once, then the API's once it answers. A 401 has
 * already said 'กรุณาเข้าสู่ระบบอีกครั้ง' and removed the cookie; it then goes to /line-login,
 * replacing the address. When the API cannot answer, the stored one stays.
 */
export function useFreshProfile({ stored, fresh }: LayoutProfiles): UserProfile {
  const [profile, setProfile] = useState(stored);
  const navigate = useNavigate();
  useEffect(() => {
    let current = true;
    void fresh.then((answer) => {
      if (!current) return;
      if (answer) setProfile(answer);
      else navigate(ROUTES.lineLogin, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [fresh, navigate]);
  return profile;
}
