import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES, type UserProfile } from '@hbc/contracts';
import type { LayoutProfiles } from './console-layout-loader';

/** The fields the layout shows: an answer that changes none of them redraws nothing. */
const SHOWN_FIELDS = [
  'role',
  'first_name',
  'last_name',
  'last_login',
  'hospital_name',
  'hospital_logo',
  'service_unit_name',
] as const satisfies readonly (keyof UserProfile)[];

const showsTheSame = (a: UserProfile, b: UserProfile) =>
  SHOWN_FIELDS.every((field) => (a[field] ?? null) === (b[field] ?? null));

/**
 * The profile the layout shows: the stored one at once, then the API's once it answers, unless it
 * shows the same (on a phone, drawing the whole layout again is a long task). A 401 has
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
      if (answer) setProfile((shown) => (showsTheSame(shown, answer) ? shown : answer));
      else navigate(ROUTES.lineLogin, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [fresh, navigate]);
  return profile;
}
