import { memo, useCallback, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  ACTION_NAME,
  LIMITS,
  MESSAGES,
  type FieldIssue,
  type ImagemapAction,
  type ImagemapActionType,
  type ImagemapArea,
} from '@hbc/message-model';
import { TrackingLinkControls } from '../../tracking-link/TrackingLinkControls';
import { CountedTextField } from '../CountedTextField';
import { issueAt } from '../issues';
import type { Updater } from '../types';

export interface ImagemapActionFormProps {
  index: number;
  action: ImagemapAction;
  /** The image's size: x and width slide over 0..width, y and height over 0..height. */
  baseSize: { width: number; height: number };
  /** Issues of this action, paths relative to it (`linkUri`, `text`). */
  issues: readonly FieldIssue[];
  readOnly?: boolean;
  onChange: (index: number, update: Updater<ImagemapAction>) => void;
  onRemove: (index: number) => void;
}

const AREA_FIELDS: readonly {
  key: keyof ImagemapArea;
  label: string;
  bound: 'width' | 'height';
}[] = [
  { key: 'x', label: 'ตำแหน่ง X', bound: 'width' },
  { key: 'y', label: 'ตำแหน่ง Y', bound: 'height' },
  { key: 'width', label: 'ความกว้าง', bound: 'width' },
  { key: 'height', label: 'ความสูง', bound: 'height' },
];

/** Switches the action type, keeping the area and dropping the other type's field. */
export function withActionType(action: ImagemapAction, type: ImagemapActionType): ImagemapAction {
  if (action.type === type) return action;
  return type === 'message'
    ? { type, text: action.text ?? '', area: action.area }
    : { type, linkUri: action.linkUri ?? '', area: action.area };
}

/** One rich message action: its type, its link or text, and its tap area. */
export const ImagemapActionForm = memo(function ImagemapActionForm({
  index,
  action,
  baseSize,
  issues,
  readOnly = false,
  onChange,
  onRemove,
}: ImagemapActionFormProps) {
  const name = `${ACTION_NAME}ที่ ${index + 1}`;
  const setType = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const type = event.target.value as ImagemapActionType;
      onChange(index, (previous) => withActionType(previous, type));
    },
    [index, onChange],
  );
  const setLink = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const linkUri = event.target.value;
      onChange(index, (previous) => ({ ...previous, linkUri }));
    },
    [index, onChange],
  );
  const pickLink = useCallback(
    (linkUri: string) => onChange(index, (previous) => ({ ...previous, linkUri })),
    [index, onChange],
  );
  const setText = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const text = event.target.value;
      onChange(index, (previous) => ({ ...previous, text }));
    },
    [index, onChange],
  );
  const setArea = useCallback(
    (key: keyof ImagemapArea, value: number) =>
      onChange(index, (previous) => ({ ...previous, area: { ...previous.area, [key]: value } })),
    [index, onChange],
  );
  const linkError = issueAt(issues, 'linkUri');
  const textError = issueAt(issues, 'text');
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-label={name}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        {/* Under the editor's h4 list heading. */}
        <Typography variant="subtitle2" component="h5">
          {name}
        </Typography>
        {!readOnly && (
          <IconButton aria-label={`ลบ${name}`} onClick={() => onRemove(index)}>
            <DeleteOutlineIcon />
          </IconButton>
        )}
      </Stack>
      <Stack spacing={2}>
        <TextField
          select
          label="ประเภท"
          value={action.type}
          onChange={setType}
          size="small"
          disabled={readOnly}
          sx={{ maxWidth: 200 }}
        >
          <MenuItem value="uri">ลิงก์</MenuItem>
          <MenuItem value="message">ข้อความ</MenuItem>
        </TextField>
        {action.type === 'message' ? (
          <CountedTextField
            label="ข้อความ"
            value={action.text ?? ''}
            limit={LIMITS.actionFieldMax}
            tooLongMessage={MESSAGES.max50}
            issue={textError}
            onChange={setText}
            size="small"
            slotProps={{ htmlInput: { readOnly } }}
          />
        ) : (
          <CountedTextField
            label="ลิงก์"
            value={action.linkUri ?? ''}
            limit={LIMITS.actionFieldMax}
            tooLongMessage={MESSAGES.max50}
            issue={linkError}
            onChange={setLink}
            size="small"
            placeholder="https://"
            slotProps={{ htmlInput: { readOnly } }}
          />
        )}
        {action.type === 'uri' && (
          <TrackingLinkControls
            value={action.linkUri ?? ''}
            onPick={pickLink}
            readOnly={readOnly}
          />
        )}
        <Box>
          <Typography variant="caption" color="text.secondary">
            พื้นที่กด
          </Typography>
          {AREA_FIELDS.map(({ key, label, bound }) => (
            <Stack key={key} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Typography variant="body2" sx={{ width: 80, flexShrink: 0 }}>
                {label}
              </Typography>
              <Slider
                aria-label={label}
                value={action.area[key]}
                min={0}
                max={baseSize[bound]}
                step={LIMITS.sliderStep}
                disabled={readOnly}
                onChange={(_event, value) => setArea(key, value as number)}
                size="small"
              />
              <Typography variant="body2" sx={{ width: 48, textAlign: 'right' }}>
                {action.area[key]}
              </Typography>
            </Stack>
          ))}
        </Box>
      </Stack>
    </Paper>
  );
});
