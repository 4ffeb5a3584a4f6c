import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { newTrackingLinkLengthErrors } from './new-tracking-link-checks';
import { TRACKING_LINK_TEXT as TEXT } from './tracking-link-text';
import type { TrackingLinkChoice, TrackingLinkPicker } from './tracking-link-picker';
import { useNewTrackingLink } from './useNewTrackingLink';
import { useTrackingLinkSearch, type TrackingLinkSearch } from './useTrackingLinkSearch';

export interface TrackingLinkPickerDialogProps {
  picker: TrackingLinkPicker;
  /** The new link's destination to start from: what the field held, when it was a web address. */
  initialTarget: string;
  /** A link was chosen or created: the field gets its short link. */
  onPick: (link: TrackingLinkChoice) => void;
  onClose: () => void;
}

/** The search's answer: a spinner, its failure with a retry, nothing found, or the links to choose. */
function SearchResults({
  search,
  onRetry,
  onPick,
}: {
  search: TrackingLinkSearch;
  onRetry: () => void;
  onPick: (link: TrackingLinkChoice) => void;
}) {
  if (search.state === 'loading') {
    return (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
        <CircularProgress size={24} aria-label={TEXT.searching} />
      </Box>
    );
  }
  if (search.state === 'failed') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {TEXT.retry}
          </Button>
        }
      >
        {TEXT.searchFailed}
      </Alert>
    );
  }
  if (search.links.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 1 }}>
        {TEXT.none}
      </Typography>
    );
  }
  return (
    <List dense aria-label={TEXT.results} sx={{ maxHeight: 280, overflowY: 'auto' }}>
      {search.links.map((link) => (
        <ListItem key={link.shortUrl} disablePadding>
          <ListItemButton onClick={() => onPick(link)}>
            <ListItemText
              primary={link.name}
              secondary={
                <>
                  <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                    {TEXT.destination(link.targetUrl)}
                  </Box>
                  <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                    {TEXT.shortLink(link.shortUrl)}
                  </Box>
                </>
              }
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/** A new link of the unit, used at once; checked by the contracts' rules before it is sent. */
function NewLinkForm({
  picker,
  initialTarget,
  onPick,
}: Pick<TrackingLinkPickerDialogProps, 'picker' | 'initialTarget' | 'onPick'>) {
  const headingId = useId();
  const form = useNewTrackingLink(picker, initialTarget, onPick);
  // Nothing typed or pasted is cut: a value over its length shows the error at once.
  const tooLong = newTrackingLinkLengthErrors(form.values);
  const nameError = form.errors.name ?? tooLong.name;
  const targetError = form.errors.targetUrl ?? tooLong.targetUrl;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby={headingId}>
      <Stack spacing={2}>
        <Typography id={headingId} variant="subtitle1" component="h3">
          {TEXT.newTitle}
        </Typography>
        <TextField
          label={TEXT.name}
          value={form.values.name}
          onChange={(event) => form.change('name', event.target.value)}
          size="small"
          required
          error={Boolean(nameError)}
          helperText={nameError}
        />
        <TextField
          label={TEXT.target}
          value={form.values.targetUrl}
          onChange={(event) => form.change('targetUrl', event.target.value)}
          size="small"
          required
          placeholder="https://"
          error={Boolean(targetError)}
          helperText={targetError}
        />
        {form.formError && <Alert severity="error">{form.formError}</Alert>}
        <Button
          type="submit"
          variant="contained"
          disabled={form.busy}
          startIcon={
            form.busy ? <CircularProgress size={16} aria-label={TEXT.creating} /> : undefined
          }
          sx={{ alignSelf: 'flex-start' }}
        >
          {TEXT.create}
        </Button>
      </Stack>
    </Box>
  );
}

/**
 * The picker of a link field: the unit's enabled tracking links, searched, to choose from, and a
 * new one to create and use. Render it while it should show.
 */
export function TrackingLinkPickerDialog({
  picker,
  initialTarget,
  onPick,
  onClose,
}: TrackingLinkPickerDialogProps) {
  const titleId = useId();
  const [text, setText] = useState('');
  const { search, retry } = useTrackingLinkSearch(picker, text);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{TEXT.dialogTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            type="search"
            label={TEXT.search}
            placeholder={TEXT.searchHint}
            value={text}
            onChange={(event) => setText(event.target.value)}
            size="small"
            autoFocus
          />
          <SearchResults search={search} onRetry={retry} onPick={onPick} />
          <Divider />
          <NewLinkForm picker={picker} initialTarget={initialTarget} onPick={onPick} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{TEXT.cancel}</Button>
      </DialogActions>
    </Dialog>
  );
}
