import { memo, useDeferredValue, useId, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { MessageFormat } from '@hbc/message-model';
import { FORMAT_REGISTRY, type FormatDefinition } from '../registry';
import { PHONE_WIDTH_PX, PhoneFrame } from './PhoneFrame';
import { useChatScheme } from './useChatScheme';
import type { ComposerDraft } from './useComposer';

export interface ChatPreviewProps {
  drafts: readonly ComposerDraft[];
  companyName: string;
  /** Open at first (default true). */
  defaultExpanded?: boolean;
  /**
   * 'side': a phone-wide column beside the list; 'below': the full width under it, at most half
   * the height of a container whose height is fixed.
   */
  placement?: 'side' | 'below';
}

const PreviewRow = memo(function PreviewRow({
  draft,
  companyName,
}: {
  draft: ComposerDraft;
  companyName: string;
}) {
  // The registry maps each format to its own preview; a draft's format and data always belong together.
  const { Preview } = FORMAT_REGISTRY[draft.format] as FormatDefinition<MessageFormat>;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }} role="listitem">
      <Avatar
        sx={{
          width: 32,
          height: 32,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontSize: 14,
        }}
        aria-hidden
      >
        {companyName.charAt(0)}
      </Avatar>
      <Stack spacing={0.5} sx={{ minWidth: 0 }}>
        <Typography variant="caption" sx={{ color: 'text.primary' }}>
          {companyName}
        </Typography>
        <Preview value={draft.data} />
      </Stack>
    </Stack>
  );
});

/**
 * The collapsible 'ตัวอย่าง' panel: every message as it will look in a phone's LINE chat, light
 * or dark ('โหมดมืด', kept for the session).
 */
export function ChatPreview({
  drafts,
  companyName,
  defaultExpanded = true,
  placement = 'side',
}: ChatPreviewProps) {
  // The preview follows typing in a background render, so a keystroke never waits for it.
  const shownDrafts = useDeferredValue(drafts);
  const [expanded, setExpanded] = useState(defaultExpanded);
  const [scheme, setScheme] = useChatScheme();
  const panelId = useId();
  return (
    <Box
      component="section"
      aria-label="ตัวอย่าง"
      sx={{
        width: placement === 'below' ? '100%' : expanded ? PHONE_WIDTH_PX : 'auto',
        maxHeight: placement === 'below' ? '50%' : undefined,
        flexShrink: 0,
        display: 'flex',
        flexDirection: 'column',
        minHeight: 0,
      }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Button
          onClick={() => setExpanded((open) => !open)}
          aria-expanded={expanded}
          aria-controls={panelId}
          endIcon={expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        >
          ตัวอย่าง
        </Button>
        {expanded && (
          <FormControlLabel
            control={
              <Switch
                checked={scheme === 'dark'}
                onChange={(event) => setScheme(event.target.checked ? 'dark' : 'light')}
              />
            }
            label="โหมดมืด"
            sx={{ mr: 0 }}
          />
        )}
      </Stack>
      <Collapse
        in={expanded}
        id={panelId}
        // Scrolls when the chat is taller than the panel: focusable, so the keyboard scrolls it too.
        tabIndex={0}
        sx={{ minHeight: 0, overflow: 'auto' }}
      >
        <PhoneFrame scheme={scheme} companyName={companyName}>
          <Stack
            spacing={1.5}
            role="list"
            aria-label="ตัวอย่างข้อความ"
            sx={{ bgcolor: 'background.default', p: 2, minHeight: 200 }}
          >
            {shownDrafts.map((draft) => (
              <PreviewRow key={draft.id} draft={draft} companyName={companyName} />
            ))}
          </Stack>
        </PhoneFrame>
      </Collapse>
    </Box>
  );
}
