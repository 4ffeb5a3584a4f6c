import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import LocalHospital from '@mui/icons-material/LocalHospital';
import { APP_VERSION, ROLE_LABELS, type UserProfile } from '@hbc/contracts';
import { SideMenu } from '@hbc/role-menu';

export interface SidePanelProps {
  profile: UserProfile;
  onNavigate?: () => void;
}

/** Who the panel is for: the fixed Super Admin label, or the user's hospital with its logo. */
function PanelHeader({ profile }: { profile: UserProfile }) {
  if (profile.role === 'SUPER_ADMIN') {
    return (
      <Stack direction="row" spacing={1.5} alignItems="center">
        <Avatar sx={{ bgcolor: 'primary.main', width: 48, height: 48 }}>
          <AdminPanelSettings />
        </Avatar>
        <Typography variant="subtitle1" fontWeight={700}>
          {ROLE_LABELS.SUPER_ADMIN}
        </Typography>
      </Stack>
    );
  }
  const name = profile.hospital_name ?? profile.service_unit_name ?? '';
  return (
    <Stack direction="row" spacing={1.5} alignItems="center">
      <Avatar
        src={profile.hospital_logo ?? undefined}
        alt={name ? `โลโก้ ${name}` : 'โลโก้หน่วยบริการ'}
        sx={{
          bgcolor: 'primary.main',
          width: 48,
          height: 48,
          '& img': { objectFit: 'contain', bgcolor: 'common.white' },
        }}
      >
        <LocalHospital />
      </Avatar>
      <Typography variant="subtitle1" fontWeight={700} sx={{ lineHeight: 1.3 }}>
        {name}
      </Typography>
    </Stack>
  );
}

/** The side panel: hospital or Super Admin, the role's menu, and the version. */
export function SidePanel({ profile, onNavigate }: SidePanelProps) {
  return (
    <Stack sx={{ height: '100%' }}>
      <Box sx={{ px: 2, py: 2.5, bgcolor: 'rgba(27, 138, 75, 0.08)' }}>
        <PanelHeader profile={profile} />
      </Box>
      <Divider />
      <Box sx={{ flex: 1, overflowY: 'auto' }}>
        <SideMenu role={profile.role} onNavigate={onNavigate} />
      </Box>
      <Divider />
      <Typography variant="caption" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
        v{APP_VERSION}
      </Typography>
    </Stack>
  );
}
