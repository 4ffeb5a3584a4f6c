import Button from '@mui/material/Button';
import Refresh from '@mui/icons-material/Refresh';
import { FIGURE_TIME_TEXT } from './figure-times';

/** Reads a screen's figures again (the rollups may have run since). */
export function RefreshButton({ onRefresh }: { onRefresh: () => void }) {
  return (
    <Button size="small" variant="outlined" startIcon={<Refresh />} onClick={onRefresh}>
      {FIGURE_TIME_TEXT.refresh}
    </Button>
  );
}
