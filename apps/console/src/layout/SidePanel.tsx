import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import LocalHospital from '@mui/icons-material/LocalHospital';
import { APP_VERSION, ROLE_LABELS, type UserProfile } from '@hbc/contracts';
import { SideMenu, type MenuBadges } from '@hbc/role-menu';

export interface SidePanelProps {
  profile: UserProfile;
  badges?: MenuBadges;
  onNavigate?: () => void;
}

/** A green circle (MUI's Avatar look) holding the hospital's logo or an icon. */
const badge: SxProps<Theme> = {
  width: 48,
  height: 48,
  flexShrink: 0,
  borderRadius: '50%',
  overflow: 'hidden',
  display: 'grid',
  placeItems: 'center',
  bgcolor: 'primary.main',
  color: 'common.white',
};

/** A thin line across the panel, as MUI's Divider draws it. */
function Rule() {
  return (
    <Box
      component="hr"
      sx={{ m: 0, flexShrink: 0, border: 0, borderBottom: 1, borderColor: 'divider' }}
    />
  );
}

/** The hospital's logo, or the hospital icon when it has none or the logo does not load. */
function HospitalBadge({ logo, alt }: { logo: string | null; alt: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <Box sx={badge}>
      {logo && !failed ? (
        <Box
          component="img"
          src={logo}
          alt={alt}
          onError={() => setFailed(true)}
          sx={{ width: '100%', height: '100%', objectFit: 'contain', bgcolor: 'common.white' }}
        />
      ) : (
        <LocalHospital />
      )}
    </Box>
  );
}

/** Who the panel is for: the fixed Super Admin label, or the user's hospital with its logo. */
function PanelHeader({ profile }: { profile: UserProfile }) {
  if (profile.role === 'SUPER_ADMIN') {
    return (
      <Stack direction="row" spacing={1.5} alignItems="center">
        <Box sx={badge}>
          <AdminPanelSettings />
        </Box>
        <Typography variant="subtitle1" fontWeight={700}>
          {ROLE_LABELS.SUPER_ADMIN}
        </Typography>
      </Stack>
    );
  }
  const name = profile.hospital_name ?? profile.service_unit_name ?? '';
  return (
    <Stack direction="row" spacing={1.5} alignItems="center">
      <HospitalBadge logo={profile.hospital_logo} alt={name ? `โลโก้ ${name}` : 'โลโก้หน่วยบริการ'} />
      <Typography variant="subtitle1" fontWeight={700} sx={{ lineHeight: 1.3 }}>
        {name}
      </Typography>
    </Stack>
  );
}

/** The side panel: hospital or Super Admin, the role's menu, and the version. */
export function SidePanel({ profile, badges = {}, onNavigate }: SidePanelProps) {
  return (
    <Stack sx={{ height: '100%' }}>
      <Box sx={{ px: 2, py: 2.5, bgcolor: (theme) => alpha(theme.palette.primary.main, 0.08) }}>
        <PanelHeader profile={profile} />
      </Box>
      <Rule />
      <Box sx={{ flex: 1, overflowY: 'auto' }}>
        <SideMenu role={profile.role} badges={badges} onNavigate={onNavigate} />
      </Box>
      <Rule />
      <Typography variant="caption" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
        v{APP_VERSION}
      </Typography>
    </Stack>
  );
}
