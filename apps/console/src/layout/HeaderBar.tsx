import { memo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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

/**
 * The header: greeting, last sign-in in the Buddhist era, and the sign-out button. Laid out as
 * MUI's sticky AppBar and Toolbar are, with Box: the page loads two components fewer. It is drawn
 * again only when its profile changes, not with each count of the menu.
 */
export const HeaderBar = memo(function HeaderBar({
  profile,
  onOpenMenu,
  onSignOut,
}: HeaderBarProps) {
  return (
    <Box
      component="header"
      sx={[
        // The toolbar's height: 56 px, 48 px on a phone held sideways, 64 px from 600 px wide.
        (theme) => theme.mixins.toolbar,
        {
          position: 'sticky',
          top: 0,
          zIndex: 'appBar',
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          boxSizing: 'content-box',
          px: { xs: 2, sm: 3 },
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        },
      ]}
    >
      <Button
        color="inherit"
        aria-label="เปิดเมนู"
        onClick={onOpenMenu}
        sx={{
          display: { md: 'none' },
          minWidth: 0,
          ml: -1.5,
          p: 1,
          borderRadius: '50%',
          color: 'action.active',
        }}
      >
        <MenuIcon />
      </Button>
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
    </Box>
  );
});
