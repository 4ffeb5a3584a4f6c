import { lazy, Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { UserProfile } from '@hbc/contracts';
import type { MenuBadges } from '@hbc/role-menu';
import { HeaderBar } from './HeaderBar';
import { SIDE_PANEL_WIDTH } from './side-panel-width';
import { SidePanel } from './SidePanel';
import { useMenuDrawer } from './useMenuDrawer';
import { useSignOutConfirm } from './useSignOutConfirm';

// MUI's modal and its transitions load with the first of these to open, not with the page.
const MenuDrawer = lazy(async () => ({ default: (await import('./MenuDrawer')).MenuDrawer }));
const SignOutDialog = lazy(async () => ({
  default: (await import('./SignOutDialog')).SignOutDialog,
}));

export interface ConsoleLayoutViewProps {
  profile: UserProfile;
  /** The menu's counts, such as the broadcasts waiting for approval. */
  badges?: MenuBadges;
  onSignOut: () => void;
  children?: ReactNode;
}

/** The signed-in console: side panel (a drawer on narrow screens), header and content. */
export function ConsoleLayoutView({
  profile,
  badges = {},
  onSignOut,
  children,
}: ConsoleLayoutViewProps) {
  const drawer = useMenuDrawer();
  const signOut = useSignOutConfirm(onSignOut);
  // The docked panel is drawn only where it shows: a phone would spend a long task on a menu it
  // hides. Where the width cannot be asked (tests without matchMedia), it is drawn.
  const docked = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), {
    noSsr: true,
    defaultMatches: true,
  });

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box
        component="aside"
        aria-label="แถบด้านข้าง"
        sx={{ width: { md: SIDE_PANEL_WIDTH }, flexShrink: { md: 0 } }}
      >
        {drawer.opened && (
          <Suspense fallback={null}>
            <MenuDrawer
              profile={profile}
              badges={badges}
              open={drawer.open}
              onClose={drawer.hide}
            />
          </Suspense>
        )}
        {/* Docked on wide screens, as MUI's permanent Drawer docks its paper. */}
        {docked && (
          <Paper
            square
            elevation={0}
            sx={{
              display: { xs: 'none', md: 'flex' },
              flexDirection: 'column',
              position: 'fixed',
              top: 0,
              left: 0,
              zIndex: 'drawer',
              width: SIDE_PANEL_WIDTH,
              height: '100%',
              overflowY: 'auto',
              borderRight: 1,
              borderColor: 'divider',
            }}
          >
            <SidePanel profile={profile} badges={badges} />
          </Paper>
        )}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <HeaderBar profile={profile} onOpenMenu={drawer.show} onSignOut={signOut.ask} />
        <Box component="main" sx={{ flex: 1, p: { xs: 2, md: 3 } }}>
          {children}
        </Box>
      </Box>
      {signOut.asked && (
        <Suspense fallback={null}>
          <SignOutDialog
            open={signOut.open}
            onConfirm={signOut.confirm}
            onCancel={signOut.cancel}
          />
        </Suspense>
      )}
    </Box>
  );
}
