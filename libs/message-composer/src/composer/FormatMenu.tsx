import { memo } from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import type { MessageFormat } from '@hbc/message-model';
import { FORMAT_MENU } from '../registry';

export interface FormatMenuProps {
  onSelect: (format: MessageFormat) => void;
}

/** The left menu of the five message formats; choosing one adds a message of it. */
export const FormatMenu = memo(function FormatMenu({ onSelect }: FormatMenuProps) {
  return (
    <List
      dense
      aria-label="รูปแบบข้อความ"
      subheader={<ListSubheader disableSticky>รูปแบบข้อความ</ListSubheader>}
      sx={{ width: 200, flexShrink: 0 }}
    >
      {FORMAT_MENU.map(({ format, displayName, icon: Icon }) => (
        <ListItem key={format} disablePadding>
          <ListItemButton onClick={() => onSelect(format)}>
            <ListItemIcon sx={{ minWidth: 36 }}>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={displayName} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
});
