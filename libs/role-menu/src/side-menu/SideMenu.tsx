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
import type { MenuLink } from '../model/menu-items';
import { MenuIcon } from './menu-icons';
import { useSideMenu } from './useSideMenu';

export interface SideMenuProps {
  role: string;
  /** Called after a link is chosen, for example to close a drawer on a phone. */
  onNavigate?: () => void;
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
}: {
  link: MenuLink;
  active: boolean;
  nested?: boolean;
  onNavigate?: () => void;
}) {
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
      </ListItemButton>
    </ListItem>
  );
}

/** The role's side menu: links and collapsible groups, the current screen highlighted. */
export function SideMenu({ role, onNavigate }: SideMenuProps) {
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
