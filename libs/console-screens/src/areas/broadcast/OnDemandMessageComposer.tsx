import {
  Component,
  lazy,
  Suspense,
  useCallback,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import EditNoteIcon from '@mui/icons-material/EditNote';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import type { MessageComposerDialogProps, MessageComposerProps } from '@hbc/message-composer';
import { LOADING_TEXT, Spinner, toast } from '@hbc/ui';

/** The labels of the composer's own button, which this one stands in for. */
const COMPOSE_LABEL = 'สร้างข้อความ';
const VIEW_LABEL = 'ดูข้อความ';
const LOAD_FAILED = 'โหลดหน้าจอไม่สำเร็จ กรุณาลองใหม่';

/** Fetches the module holding the composer's overlay. */
export type LoadComposerDialog = () => Promise<{
  default: ComponentType<MessageComposerDialogProps>;
}>;

const loadComposerChunk: LoadComposerDialog = () => import('./OpenedMessageComposer');

export interface OnDemandMessageComposerProps extends MessageComposerProps {
  /** Where the overlay comes from: its own chunk, unless a story hands a slow or failing one. */
  loadDialog?: LoadComposerDialog;
}

/** The overlay's code could not be fetched; any other error is not this button's to handle. */
class DialogLoadError extends Error {
  constructor(cause: unknown) {
    super('The message composer could not be loaded.', { cause });
  }
}

/** React.lazy keeps a failed load for good: a retry needs a lazy component of its own. */
function lazyDialog(load: LoadComposerDialog) {
  return lazy(() =>
    load().catch((error: unknown) => {
      throw new DialogLoadError(error);
    }),
  );
}

/** Catches a failed load of the overlay (and rethrows anything else), reporting it once. */
class DialogLoadBoundary extends Component<
  { onLoadFailed: () => void; children: ReactNode },
  { error: unknown }
> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (error instanceof DialogLoadError) this.props.onLoadFailed();
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (error instanceof DialogLoadError) return null;
    throw error;
  }
}

/**
 * The message composer's button ('สร้างข้อความ', or 'ดูข้อความ' when read-only), light until
 * pressed: the first press loads the composer's overlay (a spinner beside the button meanwhile)
 * and opens it; later presses open it at once. A failed load says so in a toast and leaves the
 * button to try again. The button keeps focus while the overlay loads, and gets it back on closing.
 */
export function OnDemandMessageComposer({
  loadDialog = loadComposerChunk,
  readOnly = false,
  ...composerProps
}: OnDemandMessageComposerProps) {
  const [ComposerDialog, setComposerDialog] = useState(() => lazyDialog(loadDialog));
  /** Pressed at least once since the last failed load: the overlay is (being) loaded. */
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const loadFailed = useCallback(() => {
    toast.error(LOAD_FAILED);
    setWanted(false);
    setOpen(false);
    setComposerDialog(() => lazyDialog(loadDialog));
  }, [loadDialog]);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Button
        variant="outlined"
        startIcon={readOnly ? <VisibilityOutlinedIcon /> : <EditNoteIcon />}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {readOnly ? VIEW_LABEL : COMPOSE_LABEL}
      </Button>
      {wanted && (
        <DialogLoadBoundary onLoadFailed={loadFailed}>
          <Suspense fallback={<Spinner size={20} aria-label={LOADING_TEXT} />}>
            <ComposerDialog {...composerProps} readOnly={readOnly} open={open} onClose={close} />
          </Suspense>
        </DialogLoadBoundary>
      )}
    </Stack>
  );
}
