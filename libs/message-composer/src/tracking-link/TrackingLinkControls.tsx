import {
  Component,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useState,
  type ReactNode,
} from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import AddLinkIcon from '@mui/icons-material/AddLink';
import LinkIcon from '@mui/icons-material/Link';
import { toast } from '@hbc/ui';
import { destinationOf } from './new-tracking-link-checks';
import { TRACKING_LINK_TEXT as TEXT } from './tracking-link-text';
import {
  TrackingLinkPickerContext,
  type TrackingLinkChoice,
  type TrackingLinkPicker,
} from './tracking-link-picker';
import { useTrackingLinkName } from './useTrackingLinkName';

/** The picker dialog's chunk could not be fetched; any other error is not the button's to handle. */
class DialogLoadError extends Error {
  constructor(cause: unknown) {
    super('The tracking-link picker could not be loaded.', { cause });
  }
}

/** The picker dialog comes in its own chunk, on the first press of the button. */
const loadPickerDialog = () =>
  import('./TrackingLinkPickerDialog').then(
    (module) => ({ default: module.TrackingLinkPickerDialog }),
    (error: unknown) => {
      throw new DialogLoadError(error);
    },
  );

/** Catches a failed load of the dialog (and rethrows anything else), reporting it once. */
class DialogLoadBoundary extends Component<
  { onFailed: () => void; children: ReactNode },
  { error: unknown }
> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (error instanceof DialogLoadError) this.props.onFailed();
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (error instanceof DialogLoadError) return null;
    throw error;
  }
}

export interface TrackingLinkControlsProps {
  /** What the link field holds. */
  value: string;
  /** The field gets a tracking link's short link. */
  onPick: (shortUrl: string) => void;
  readOnly?: boolean;
}

/**
 * Under a link field: 'ใช้ลิงก์ติดตาม', opening the picker of the unit's tracking links, and a
 * chip naming the tracking link the field holds. Nothing without a `TrackingLinkPickerContext`
 * provider; read-only, only the chip.
 */
export function TrackingLinkControls(props: TrackingLinkControlsProps) {
  const picker = useContext(TrackingLinkPickerContext);
  return picker ? <Controls picker={picker} {...props} /> : null;
}

function Controls({
  picker,
  value,
  onPick,
  readOnly = false,
}: TrackingLinkControlsProps & { picker: TrackingLinkPicker }) {
  const { link, remember } = useTrackingLinkName(picker, value);
  const [open, setOpen] = useState(false);
  const [PickerDialog, setPickerDialog] = useState(() => lazy(loadPickerDialog));
  const close = useCallback(() => setOpen(false), []);
  const pick = useCallback(
    (chosen: TrackingLinkChoice) => {
      remember(chosen);
      onPick(chosen.shortUrl);
      setOpen(false);
    },
    [remember, onPick],
  );
  const loadFailed = useCallback(() => {
    toast.error(TEXT.loadFailed);
    setOpen(false);
    setPickerDialog(() => lazy(loadPickerDialog));
  }, []);
  if (readOnly && !link) return null;
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {link && (
          <Chip
            size="small"
            color="primary"
            variant="outlined"
            icon={<LinkIcon />}
            label={TEXT.chip(link.name)}
          />
        )}
        {!readOnly && (
          <Button size="small" startIcon={<AddLinkIcon />} onClick={() => setOpen(true)}>
            {TEXT.use}
          </Button>
        )}
      </Stack>
      {open && (
        <DialogLoadBoundary onFailed={loadFailed}>
          <Suspense fallback={null}>
            <PickerDialog
              picker={picker}
              initialTarget={destinationOf(link ? link.targetUrl : value)}
              onPick={pick}
              onClose={close}
            />
          </Suspense>
        </DialogLoadBoundary>
      )}
    </>
  );
}
