import { memo, useCallback, useEffect, useMemo, type ChangeEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { RichImageUploader } from '@hbc/upload-widgets';
import { toast } from '@hbc/ui';
import {
  ACTION_NAME,
  createImagemapAction,
  FORMAT_NAMES,
  LIMITS,
  MESSAGES,
  withBaseSize,
  type ImagemapAction,
  type ImagemapMessage,
} from '@hbc/message-model';
import { CountedTextField } from '../CountedTextField';
import { issueAt, issuesUnder } from '../issues';
import type { EditorProps, Updater } from '../types';
import { ImagemapActionForm } from './ImagemapActionForm';
import { useImageNaturalSize } from './useImageNaturalSize';

function replaceAction(
  message: ImagemapMessage,
  index: number,
  update: Updater<ImagemapAction>,
): ImagemapMessage {
  return {
    ...message,
    actions: message.actions.map((action, i) => (i === index ? update(action) : action)),
  };
}

/** Rich message: the 1040 px base image and up to 8 actions with their tap areas. */
export const ImagemapEditor = memo(function ImagemapEditor({
  id,
  value,
  onChange,
  issues,
  readOnly = false,
  upload,
}: EditorProps<'imagemap'>) {
  const imageError = issueAt(issues, 'baseUrl');
  const listError = issueAt(issues, 'actions');
  const actions = useMemo(() => value.actions ?? [], [value.actions]);

  // Once the image is known, its own size becomes the base size; the areas stay where they are.
  const natural = useImageNaturalSize(value.baseUrl);
  const { width, height } = value.baseSize;
  useEffect(() => {
    if (readOnly || !natural || (natural.width === width && natural.height === height)) return;
    onChange(id, (previous) => withBaseSize(previous, natural));
  }, [natural, width, height, readOnly, id, onChange]);

  const setImage = useCallback(
    (url: string | null) => onChange(id, (previous) => ({ ...previous, baseUrl: url ?? '' })),
    [id, onChange],
  );
  const setAltText = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const altText = event.target.value;
      onChange(id, (previous) => ({ ...previous, altText }));
    },
    [id, onChange],
  );
  const addAction = useCallback(() => {
    if (actions.length >= LIMITS.maxActions) {
      toast.warning(MESSAGES.tooManyActions);
      return;
    }
    onChange(id, (previous) => ({
      ...previous,
      actions: [...previous.actions, createImagemapAction()],
    }));
  }, [actions.length, id, onChange]);
  const changeAction = useCallback(
    (index: number, update: Updater<ImagemapAction>) =>
      onChange(id, (previous) => replaceAction(previous, index, update)),
    [id, onChange],
  );
  const removeAction = useCallback(
    (index: number) =>
      onChange(id, (previous) => ({
        ...previous,
        actions: previous.actions.filter((_, i) => i !== index),
      })),
    [id, onChange],
  );
  const actionIssues = useMemo(
    () => actions.map((_, i) => issuesUnder(issues, `actions[${i}]`)),
    [actions, issues],
  );

  return (
    <Stack spacing={2}>
      <RichImageUploader
        label="รูปภาพ"
        value={value.baseUrl || null}
        onChange={setImage}
        upload={upload}
        disabled={readOnly}
        error={Boolean(imageError)}
        helperText={imageError}
      />
      {/* What LINE shows in the chat list and notifications; left blank, the format's name. */}
      <CountedTextField
        label="ข้อความแจ้งเตือน"
        value={typeof value.altText === 'string' ? value.altText : ''}
        limit={LIMITS.lineAltTextMax}
        tooLongMessage={MESSAGES.altTextTooLong}
        issue={issueAt(issues, 'altText')}
        onChange={setAltText}
        size="small"
        placeholder={FORMAT_NAMES.imagemap}
        slotProps={{ htmlInput: { readOnly } }}
      />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        {/* Under the message card's h3. */}
        <Typography variant="subtitle2" component="h4">
          {`${ACTION_NAME} (${actions.length}/${LIMITS.maxActions})`}
        </Typography>
        {!readOnly && (
          <Button size="small" startIcon={<AddIcon />} onClick={addAction}>
            {`เพิ่ม${ACTION_NAME}`}
          </Button>
        )}
      </Stack>
      {listError && (
        <Typography variant="caption" color="error">
          {listError}
        </Typography>
      )}
      {actions.map((action, index) => (
        <ImagemapActionForm
          key={index}
          index={index}
          action={action}
          baseSize={value.baseSize}
          issues={actionIssues[index] ?? []}
          readOnly={readOnly}
          onChange={changeAction}
          onRemove={removeAction}
        />
      ))}
    </Stack>
  );
});
