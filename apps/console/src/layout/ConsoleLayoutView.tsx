import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import type { UserProfile } from '@hbc/contracts';
import { ConfirmDialog } from '@hbc/ui';
import { HeaderBar } from './HeaderBar';
import { SidePanel } from './SidePanel';
import { useSignOutConfirm } from './useSignOutConfirm';

export const SIDE_PANEL_WIDTH = 264;

export interface ConsoleLayoutViewProps {
  profile: UserProfile;
  onSignOut: () => void;
  children?: ReactNode;
}

/** The signed-in console: side panel (a drawer on narrow screens), header and content. */
export function ConsoleLayoutView({ profile, onSignOut, children }: ConsoleLayoutViewProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const signOut = useSignOutConfirm(onSignOut);
  const paper = { width: SIDE_PANEL_WIDTH, boxSizing: 'border-box' } as const;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box
        component="aside"
        aria-label="แถบด้านข้าง"
        sx={{ width: { md: SIDE_PANEL_WIDTH }, flexShrink: { md: 0 } }}
      >
        <Drawer
          variant="temporary"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          ModalProps={{ keepMounted: false }}
          sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': paper }}
        >
          {drawerOpen && <SidePanel profile={profile} onNavigate={() => setDrawerOpen(false)} />}
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{ display: { xs: 'none', md: 'block' }, '& .MuiDrawer-paper': paper }}
        >
          <SidePanel profile={profile} />
        </Drawer>
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <HeaderBar
          profile={profile}
          onOpenMenu={() => setDrawerOpen(true)}
          onSignOut={signOut.ask}
        />
        <Box component="main" sx={{ flex: 1, p: { xs: 2, md: 3 } }}>
          {children}
        </Box>
      </Box>
      <ConfirmDialog
        open={signOut.open}
        title="ออกจากระบบ"
        message="ต้องการออกจากระบบใช่หรือไม่?"
        confirmLabel="ออกจากระบบ"
        destructive
        onConfirm={signOut.confirm}
        onCancel={signOut.cancel}
      />
    </Box>
  );
}
