import { memo } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { UploadFn } from '@hbc/upload-widgets';
import type { FieldIssue, MessageFormat } from '@hbc/message-model';
import { FORMAT_REGISTRY, type FormatDefinition } from '../registry';
import type { ChangeDraft, ComposerDraft } from './useComposer';

export interface MessageCardProps {
  draft: ComposerDraft;
  index: number;
  count: number;
  issues: readonly FieldIssue[];
  readOnly: boolean;
  upload?: UploadFn;
  onChange: ChangeDraft;
  onMove: (id: string, step: -1 | 1) => void;
  onRemove: (id: string) => void;
}

/** One message of the list: its position and format, move and delete buttons, and its format's editor. */
export const MessageCard = memo(function MessageCard({
  draft,
  index,
  count,
  issues,
  readOnly,
  upload,
  onChange,
  onMove,
  onRemove,
}: MessageCardProps) {
  // The registry maps each format to its own editor; a draft's format and data always belong together.
  const {
    Editor,
    displayName,
    icon: Icon,
  } = FORMAT_REGISTRY[draft.format] as FormatDefinition<MessageFormat>;
  const title = `ข้อความที่ ${index + 1}: ${displayName}`;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={title}
      sx={{ borderColor: issues.length > 0 ? 'error.main' : undefined }}
    >
      <CardHeader
        avatar={<Icon color="primary" />}
        title={title}
        slotProps={{ title: { variant: 'subtitle1', component: 'h3' } }}
        action={
          !readOnly && (
            <Stack direction="row">
              <IconButton
                aria-label="เลื่อนลง"
                disabled={index >= count - 1}
                onClick={() => onMove(draft.id, 1)}
              >
                <ArrowDownwardIcon />
              </IconButton>
              <IconButton
                aria-label="เลื่อนขึ้น"
                disabled={index === 0}
                onClick={() => onMove(draft.id, -1)}
              >
                <ArrowUpwardIcon />
              </IconButton>
              <IconButton aria-label="ลบ" color="error" onClick={() => onRemove(draft.id)}>
                <DeleteOutlineIcon />
              </IconButton>
            </Stack>
          )
        }
        sx={{ pb: 0 }}
      />
      <CardContent>
        <Editor
          id={draft.id}
          value={draft.data}
          onChange={onChange}
          issues={issues}
          readOnly={readOnly}
          upload={upload}
        />
      </CardContent>
    </Card>
  );
});
