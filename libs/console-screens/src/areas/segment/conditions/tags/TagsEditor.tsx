import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CITIZEN_TAG_MAX_LENGTH, SEGMENT_MATCHES, type SegmentMatch } from '@hbc/contracts';
import { useFormField } from '@hbc/data-screens';
import { CountedHelperText, isTooLong } from '@hbc/ui';
import { CONDITION_MESSAGES } from '../../condition-messages';
import type { ConditionEditorProps } from '../condition-kind';
import { TAG_MATCH_LABELS } from './tags-condition';

export const TAGS_EDITOR_TEXT = {
  match: 'เงื่อนไขแท็ก',
  tags: 'แท็ก',
  hint: 'พิมพ์แท็กแล้วกด Enter เพิ่มได้หลายแท็ก',
} as const;

/**
 * Tags as staff typed them: split at commas and bars (which no tag holds), trimmed, empty ones
 * and repeats left out.
 */
export function cleanTags(typed: readonly string[]): string[] {
  const tags: string[] = [];
  for (const tag of typed.flatMap((text) => text.split(/[,|]/)).map((text) => text.trim())) {
    if (tag !== '' && !tags.includes(tag)) tags.push(tag);
  }
  return tags;
}

/** Tags typed freely as chips, and whether a citizen needs any or all of them. */
export function TagsEditor({ name }: ConditionEditorProps) {
  const match = useFormField<SegmentMatch>(`${name}.match`);
  const tags = useFormField<string[]>(`${name}.tags`);
  const [typing, setTyping] = useState('');
  const typedTooLong = isTooLong(typing, CITIZEN_TAG_MAX_LENGTH);
  const addedTooLong = tags.value.some((tag) => isTooLong(tag, CITIZEN_TAG_MAX_LENGTH));
  const error =
    tags.error ??
    (typedTooLong ? CONDITION_MESSAGES.tagTooLong : undefined) ??
    (addedTooLong ? tags.ruleError : undefined);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="flex-start">
      <TextField
        select
        size="small"
        name={`${name}.match`}
        label={TAGS_EDITOR_TEXT.match}
        value={match.value}
        onChange={(event) => match.setValue(event.target.value as SegmentMatch)}
        disabled={match.disabled}
        sx={{ width: { xs: '100%', sm: 200 }, flexShrink: 0 }}
      >
        {SEGMENT_MATCHES.map((value) => (
          <MenuItem key={value} value={value}>
            {TAG_MATCH_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete<string, true, false, true>
        multiple
        freeSolo
        autoSelect
        fullWidth
        size="small"
        options={[]}
        value={tags.value}
        onChange={(_event, typed) => tags.setValue(cleanTags(typed))}
        inputValue={typing}
        onInputChange={(_event, text) => setTyping(text)}
        onBlur={tags.leave}
        disabled={tags.disabled}
        clearText="ล้าง"
        openText="เปิด"
        closeText="ปิด"
        renderInput={({ inputProps, ...params }) => (
          <TextField
            {...params}
            name={`${name}.tags`}
            label={TAGS_EDITOR_TEXT.tags}
            error={error !== undefined}
            helperText={
              typing === '' ? (
                (error ?? TAGS_EDITOR_TEXT.hint)
              ) : (
                <CountedHelperText
                  message={error ?? TAGS_EDITOR_TEXT.hint}
                  length={typing.length}
                  limit={CITIZEN_TAG_MAX_LENGTH}
                />
              )
            }
            slotProps={{ htmlInput: inputProps }}
          />
        )}
      />
    </Stack>
  );
}
