import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import Logout from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import type { UserProfile } from '@hbc/contracts';
import { formatThaiDateTime } from '@hbc/ui';

export interface HeaderBarProps {
  profile: UserProfile;
  onOpenMenu: () => void;
  onSignOut: () => void;
}

/** The header: greeting, last sign-in in the Buddhist era, and the sign-out button. */
export function HeaderBar({ profile, onOpenMenu, onSignOut }: HeaderBarProps) {
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar sx={{ gap: 2 }}>
        <IconButton
          edge="start"
          aria-label="เปิดเมนู"
          onClick={onOpenMenu}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Box sx={{ flex: 1, minWidth: 0, textAlign: 'right' }}>
          <Typography fontWeight={600} noWrap>
            สวัสดี, {profile.first_name} {profile.last_name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            Last Login: {formatThaiDateTime(profile.last_login)}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          aria-label="ออกจากระบบ"
          onClick={onSignOut}
          sx={{
            flexShrink: 0,
            minWidth: 0,
            px: { xs: 1, sm: 2 },
            // On phones only the icon shows; the accessible name stays 'ออกจากระบบ'.
            '& .MuiButton-startIcon': { mx: 0, ml: { sm: '-4px' }, mr: { sm: '8px' } },
          }}
          startIcon={<Logout />}
        >
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            ออกจากระบบ
          </Box>
        </Button>
      </Toolbar>
    </AppBar>
  );
}
