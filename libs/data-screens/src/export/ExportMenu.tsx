import { lazy, Suspense, useId, useState } from 'react';
import Button from '@mui/material/Button';
import FileDownload from '@mui/icons-material/FileDownload';
import type { ExportFormat } from './export-formats';

export const EXPORT_TEXT = 'ส่งออก';

/** The menu's code loads on the first press: a list's first load carries no menu or modal code. */
const ExportFormatsMenu = lazy(async () => ({
  default: (await import('./ExportFormatsMenu')).ExportFormatsMenu,
}));

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
  const [opened, setOpened] = useState(false);
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
        onClick={(event) => {
          setOpened(true);
          setAnchor(event.currentTarget);
        }}
      >
        {EXPORT_TEXT}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ExportFormatsMenu
            id={`${id}-menu`}
            anchor={anchor}
            labelledBy={`${id}-button`}
            formats={formats}
            onClose={() => setAnchor(null)}
            onChoose={(format) => {
              setAnchor(null);
              onExport(format);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
