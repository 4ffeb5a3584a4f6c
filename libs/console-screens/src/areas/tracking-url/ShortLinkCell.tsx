import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import QrCode2 from '@mui/icons-material/QrCode2';
import type { TrackingUrlRecord } from '@hbc/contracts';

export const SHORT_LINK_CELL_TEXT = {
  copy: 'คัดลอกลิงก์ย่อ',
  qr: 'คิวอาร์โค้ด',
} as const;

export interface ShortLinkCellProps {
  link: TrackingUrlRecord;
  /** The grid's tab stop for the cell: -1 unless the cell has focus. */
  tabIndex?: 0 | -1;
  onCopy: (shortUrl: string) => void;
  onShowQr: (link: TrackingUrlRecord) => void;
}

/** An icon button of the cell, named by `label`; a click stays in the cell (not opening the row). */
function CellButton({
  label,
  tabIndex,
  onClick,
  children,
}: {
  label: string;
  tabIndex: 0 | -1;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <IconButton
      size="small"
      aria-label={label}
      title={label}
      tabIndex={tabIndex}
      onClick={(event) => {
        event.stopPropagation();
        onClick();
      }}
    >
      {children}
    </IconButton>
  );
}

/** A link's short link in the list, with buttons to copy it and show its QR code (not opening the row). */
export function ShortLinkCell({ link, tabIndex = 0, onCopy, onShowQr }: ShortLinkCellProps) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
      <Typography
        variant="body2"
        component="span"
        noWrap
        title={link.shortUrl}
        sx={{ flex: 1, minWidth: 0, fontFamily: 'monospace' }}
      >
        {link.shortUrl}
      </Typography>
      <CellButton
        label={SHORT_LINK_CELL_TEXT.copy}
        tabIndex={tabIndex}
        onClick={() => onCopy(link.shortUrl)}
      >
        <ContentCopy fontSize="small" />
      </CellButton>
      <CellButton
        label={SHORT_LINK_CELL_TEXT.qr}
        tabIndex={tabIndex}
        onClick={() => onShowQr(link)}
      >
        <QrCode2 fontSize="small" />
      </CellButton>
    </Stack>
  );
}
