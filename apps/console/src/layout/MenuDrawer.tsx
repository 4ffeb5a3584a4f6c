import Drawer from '@mui/material/Drawer';
import type { UserProfile } from '@hbc/contracts';
import type { MenuBadges } from '@hbc/role-menu';
import { SIDE_PANEL_WIDTH } from './side-panel-width';
import { SidePanel } from './SidePanel';

export interface MenuDrawerProps {
  profile: UserProfile;
  badges: MenuBadges;
  open: boolean;
  onClose: () => void;
}

/**
 * The side panel as a drawer over the page, on narrow screens: a chunk of its own (with MUI's
 * modal), loaded the first time the menu is opened.
 */
export function MenuDrawer({ profile, badges, open, onClose }: MenuDrawerProps) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: false }}
      sx={{
        display: { xs: 'block', md: 'none' },
        '& .MuiDrawer-paper': { width: SIDE_PANEL_WIDTH, boxSizing: 'border-box' },
      }}
    >
      {open && <SidePanel profile={profile} badges={badges} onNavigate={onClose} />}
    </Drawer>
  );
}
