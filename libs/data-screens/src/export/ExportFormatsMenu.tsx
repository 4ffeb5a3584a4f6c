import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { EXPORT_FORMAT_LABELS, type ExportFormat } from './export-formats';

export interface ExportFormatsMenuProps {
  id: string;
  /** The button the menu opens from; null when closed. */
  anchor: HTMLElement | null;
  labelledBy: string;
  formats: readonly ExportFormat[];
  onClose: () => void;
  onChoose: (format: ExportFormat) => void;
}

/** The file formats of an export, opened from the 'ส่งออก' button. */
export function ExportFormatsMenu({
  id,
  anchor,
  labelledBy,
  formats,
  onClose,
  onChoose,
}: ExportFormatsMenuProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': labelledBy } }}
    >
      {formats.map((format) => (
        <MenuItem key={format} onClick={() => onChoose(format)}>
          {EXPORT_FORMAT_LABELS[format]}
        </MenuItem>
      ))}
    </Menu>
  );
}
