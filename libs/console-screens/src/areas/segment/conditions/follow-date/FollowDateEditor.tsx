import { Suspense } from 'react';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LazyDateRangePickers, useFormField } from '@hbc/data-screens';
import type { FollowDateDraft } from '../../condition-drafts';
import type { ConditionEditorProps } from '../condition-kind';
import { useDraftUpdate } from '../useDraftUpdate';

export const FOLLOW_DATE_EDITOR_TEXT = {
  from: 'ตั้งแต่วันที่',
  to: 'ถึงวันที่',
  hint: 'เว้นว่างได้หนึ่งช่อง',
} as const;

const DAY_WIDTH = 190;

/** The first and last day of the range, as Buddhist-era date pickers (loaded on first show). */
export function FollowDateEditor({ name }: ConditionEditorProps) {
  const from = useFormField<string | null>(`${name}.from`);
  const to = useFormField<string | null>(`${name}.to`);
  const update = useDraftUpdate<FollowDateDraft>(name);
  const errors = [...new Set([from.error, to.error].filter((e) => e !== undefined))];
  const waiting = (
    <Stack direction="row" spacing={1.5}>
      {[FOLLOW_DATE_EDITOR_TEXT.from, FOLLOW_DATE_EDITOR_TEXT.to].map((label) => (
        <TextField key={label} size="small" label={label} disabled sx={{ width: DAY_WIDTH }} />
      ))}
    </Stack>
  );
  return (
    <Stack spacing={0.5}>
      <Suspense fallback={waiting}>
        <LazyDateRangePickers
          from={from.value}
          to={to.value}
          fromLabel={FOLLOW_DATE_EDITOR_TEXT.from}
          toLabel={FOLLOW_DATE_EDITOR_TEXT.to}
          width={DAY_WIDTH}
          onChange={update}
        />
      </Suspense>
      <FormHelperText error={errors.length > 0}>
        {errors.length > 0 ? errors.join(' ') : FOLLOW_DATE_EDITOR_TEXT.hint}
      </FormHelperText>
    </Stack>
  );
}
