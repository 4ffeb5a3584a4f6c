import { memo, useId, useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AddIcon from '@mui/icons-material/Add';
import type { MessageFormat } from '@hbc/message-model';
import { FORMAT_MENU } from '../registry';
import type { FormatMenuProps } from './FormatMenu';

/** The format menu of narrow screens: a 'เพิ่มข้อความ' button opening the five formats. */
export const FormatMenuButton = memo(function FormatMenuButton({ onSelect }: FormatMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const open = Boolean(anchor);
  const choose = (format: MessageFormat) => {
    setAnchor(null);
    onSelect(format);
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<AddIcon />}
        aria-haspopup="true"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={{ alignSelf: 'flex-start', flexShrink: 0 }}
      >
        เพิ่มข้อความ
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': 'รูปแบบข้อความ' } }}
      >
        {FORMAT_MENU.map(({ format, displayName, icon: Icon }) => (
          <MenuItem key={format} onClick={() => choose(format)}>
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{displayName}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
});
