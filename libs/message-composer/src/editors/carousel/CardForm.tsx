import { memo, useCallback, useState, type ChangeEvent } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { ImageUploader, type UploadFn } from '@hbc/upload-widgets';
import {
  enterLabel,
  LIMITS,
  MESSAGES,
  readCard,
  writeCard,
  type CardBubble,
  type CardFields,
  type FieldIssue,
} from '@hbc/message-model';
import { TrackingLinkControls } from '../../tracking-link/TrackingLinkControls';
import { CountedTextField } from '../CountedTextField';
import { issueAt } from '../issues';
import type { Updater } from '../types';

export interface CardFormProps {
  index: number;
  card: CardBubble;
  /** Issues of this card, paths relative to it (`image`, `label`, `link`). */
  issues: readonly FieldIssue[];
  readOnly?: boolean;
  upload?: UploadFn;
  /** False for the last remaining card. */
  canDelete: boolean;
  onChange: (index: number, update: Updater<CardBubble>) => void;
  onDelete: (index: number) => void;
  onUploaded?: () => void;
}

function patchCard(patch: Partial<CardFields>): Updater<CardBubble> {
  return (previous) => writeCard({ ...readCard(previous), ...patch });
}

/** One card: its square image, the 'เพิ่มปุ่ม' action switch, and the label and link of that action. */
export const CardForm = memo(function CardForm({
  index,
  card,
  issues,
  readOnly = false,
  upload,
  canDelete,
  onChange,
  onDelete,
  onUploaded,
}: CardFormProps) {
  const fields = readCard(card);
  const setImage = useCallback(
    (url: string | null) => onChange(index, patchCard({ image: url ?? '' })),
    [index, onChange],
  );
  const setHasAction = useCallback(
    (event: ChangeEvent<HTMLInputElement>) =>
      onChange(index, patchCard({ hasAction: event.target.checked })),
    [index, onChange],
  );
  // Until the label is edited again: what the last edit cut or refused.
  const [labelNotice, setLabelNotice] = useState<string>();
  const setLabel = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const { label, notice } = enterLabel(fields.label, event.target.value);
      setLabelNotice(notice);
      onChange(index, patchCard({ label }));
    },
    [fields.label, index, onChange],
  );
  const setLink = useCallback(
    (event: ChangeEvent<HTMLInputElement>) =>
      onChange(index, patchCard({ link: event.target.value })),
    [index, onChange],
  );
  const pickLink = useCallback(
    (link: string) => onChange(index, patchCard({ link })),
    [index, onChange],
  );
  const imageError = issueAt(issues, 'image');
  const labelError = issueAt(issues, 'label');
  const linkError = issueAt(issues, 'link');
  return (
    <Stack spacing={2} role="group" aria-label={`การ์ดที่ ${index + 1}`}>
      <ImageUploader
        label="รูปภาพ"
        square
        maxMb={LIMITS.imageMaxMb}
        value={fields.image || null}
        onChange={setImage}
        onUploaded={onUploaded}
        upload={upload}
        disabled={readOnly}
        error={Boolean(imageError)}
        helperText={imageError}
      />
      <FormControlLabel
        control={
          <Checkbox checked={fields.hasAction} onChange={setHasAction} disabled={readOnly} />
        }
        label="เพิ่มปุ่ม"
      />
      {fields.hasAction && (
        <>
          <CountedTextField
            label="ข้อความปุ่ม"
            value={fields.label}
            limit={LIMITS.cardLabelMax}
            tooLongMessage={MESSAGES.labelTooLong}
            issue={labelError}
            notice={labelNotice}
            onChange={setLabel}
            size="small"
            slotProps={{ htmlInput: { readOnly } }}
          />
          <TextField
            label="ลิงก์"
            value={fields.link}
            onChange={setLink}
            size="small"
            placeholder="https://"
            error={Boolean(linkError)}
            helperText={linkError}
            slotProps={{ htmlInput: { readOnly } }}
          />
          <TrackingLinkControls value={fields.link} onPick={pickLink} readOnly={readOnly} />
        </>
      )}
      {!readOnly && (
        <Button
          color="error"
          variant="outlined"
          size="small"
          startIcon={<DeleteOutlineIcon />}
          disabled={!canDelete}
          onClick={() => onDelete(index)}
          sx={{ alignSelf: 'flex-start' }}
        >
          ลบการ์ด
        </Button>
      )}
    </Stack>
  );
});
