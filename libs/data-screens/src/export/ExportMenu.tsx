import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import FileDownload from '@mui/icons-material/FileDownload';
import { EXPORT_FORMAT_LABELS, type ExportFormat } from './export-formats';

export const EXPORT_TEXT = 'ส่งออก';

export interface ExportMenuProps {
  formats: readonly ExportFormat[];
  /** Disables the button while an export runs. */
  busy?: boolean;
  onExport: (format: ExportFormat) => void;
}

/** 'ส่งออก', opening a menu of the file formats. */
export function ExportMenu({ formats, busy = false, onExport }: ExportMenuProps) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        id={`${id}-button`}
        variant="outlined"
        startIcon={<FileDownload />}
        disabled={busy}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? `${id}-menu` : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {EXPORT_TEXT}
      </Button>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': `${id}-button` } }}
      >
        {formats.map((format) => (
          <MenuItem
            key={format}
            onClick={() => {
              setAnchor(null);
              onExport(format);
            }}
          >
            {EXPORT_FORMAT_LABELS[format]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
