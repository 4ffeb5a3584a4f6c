import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { SEX_LABELS, SEXES, type Sex } from '@hbc/contracts';
import { useFormField } from '@hbc/data-screens';
import type { SexDraft } from '../../condition-drafts';
import type { ConditionEditorProps } from '../condition-kind';
import { useDraftUpdate } from '../useDraftUpdate';
import { inSexOrder } from './sex-condition';

export const SEX_EDITOR_TEXT = { legend: 'เพศที่ต้องการ' } as const;

/** One or more sexes, ticked. */
export function SexEditor({ name }: ConditionEditorProps) {
  const field = useFormField<Sex[]>(`${name}.sexes`);
  const update = useDraftUpdate<SexDraft>(name);
  const toggle = (sex: Sex, ticked: boolean) =>
    update({
      sexes: inSexOrder(ticked ? [...field.value, sex] : field.value.filter((s) => s !== sex)),
    });
  return (
    <FormControl component="fieldset" error={field.error !== undefined} disabled={field.disabled}>
      <FormLabel component="legend">{SEX_EDITOR_TEXT.legend}</FormLabel>
      <FormGroup row>
        {SEXES.map((sex) => (
          <FormControlLabel
            key={sex}
            label={SEX_LABELS[sex]}
            control={
              <Checkbox
                checked={field.value.includes(sex)}
                onChange={(event) => toggle(sex, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      {field.error !== undefined && <FormHelperText>{field.error}</FormHelperText>}
    </FormControl>
  );
}
