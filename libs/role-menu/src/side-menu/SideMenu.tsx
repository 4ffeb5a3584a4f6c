import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Link as RouterLink } from 'react-router';
import type { MenuBadgeKey, MenuLink } from '../model/menu-items';
import { MenuIcon } from './menu-icons';
import { useSideMenu } from './useSideMenu';

export interface SideMenuProps {
  role: string;
  /** Called after a link is chosen, for example to close a drawer on a phone. */
  onNavigate?: () => void;
  /** The counts links show beside their labels (none shown while 0 or unknown). */
  badges?: MenuBadges;
}

/** The counts of the links' badges, by badge. */
export type MenuBadges = Partial<Record<MenuBadgeKey, number>>;

/** A count beside a link's label, as MUI's Badge draws it (without its code in the layout). */
function Count({ value }: { value: number }) {
  return (
    <Box
      component="span"
      sx={{
        minWidth: 22,
        height: 22,
        px: 0.75,
        borderRadius: 11,
        display: 'inline-grid',
        placeItems: 'center',
        fontSize: 12,
        fontWeight: 700,
        bgcolor: 'error.main',
        color: 'error.contrastText',
      }}
    >
      {value > 99 ? '99+' : value}
    </Box>
  );
}

const linkSx = {
  borderRadius: 2,
  mx: 1,
  my: 0.25,
  // The current screen stays white on green when hovered or focused, never a pale tint.
  '&.Mui-selected, &.Mui-selected:hover, &.Mui-selected.Mui-focusVisible': {
    bgcolor: 'primary.main',
    color: 'primary.contrastText',
  },
  '&.Mui-selected .MuiListItemIcon-root': { color: 'primary.contrastText' },
};

function LinkItem({
  link,
  active,
  nested,
  onNavigate,
  badges,
}: {
  link: MenuLink;
  active: boolean;
  nested?: boolean;
  onNavigate?: () => void;
  badges?: MenuBadges | undefined;
}) {
  const count = link.badge ? (badges?.[link.badge] ?? 0) : 0;
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={link.path}
        selected={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        sx={{ ...linkSx, pl: nested ? 4 : 2 }}
      >
        <ListItemIcon sx={{ minWidth: 36 }}>
          <MenuIcon icon={link.icon} />
        </ListItemIcon>
        <ListItemText primary={link.label} />
        {count > 0 && <Count value={count} />}
      </ListItemButton>
    </ListItem>
  );
}

/** The role's side menu: links and collapsible groups, the current screen highlighted. */
export function SideMenu({ role, onNavigate, badges }: SideMenuProps) {
  const { items, activePath, isOpen, toggle } = useSideMenu(role);
  return (
    <Box component="nav" aria-label="เมนูหลัก">
      <List sx={{ py: 1 }}>
        {items.map((item) => {
          if (!item.children) {
            return (
              <LinkItem
                key={item.path}
                link={item}
                active={item.path === activePath}
                onNavigate={onNavigate}
                badges={badges}
              />
            );
          }
          const open = isOpen(item);
          return (
            <ListItem key={item.label} disablePadding sx={{ display: 'block' }}>
              <ListItemButton onClick={() => toggle(item)} aria-expanded={open} sx={linkSx}>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <MenuIcon icon={item.icon} />
                </ListItemIcon>
                <ListItemText primary={item.label} />
                {open ? <ExpandLess /> : <ExpandMore />}
              </ListItemButton>
              <Collapse in={open} timeout="auto" unmountOnExit>
                <List disablePadding>
                  {item.children.map((link) => (
                    <LinkItem
                      key={link.path}
                      link={link}
                      active={link.path === activePath}
                      nested
                      onNavigate={onNavigate}
                      badges={badges}
                    />
                  ))}
                </List>
              </Collapse>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
