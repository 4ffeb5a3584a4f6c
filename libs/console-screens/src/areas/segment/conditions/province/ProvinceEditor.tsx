import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useFormField, type Option } from '@hbc/data-screens';
import type { ConditionEditorProps } from '../condition-kind';
import { provinceCodeText } from './province-condition';
import { useProvinceChoices } from './useProvinceChoices';

export const PROVINCE_EDITOR_TEXT = {
  label: 'จังหวัด',
  hint: 'พิมพ์ชื่อจังหวัดเพื่อค้นหา เลือกได้หลายจังหวัด',
  noOptions: 'ไม่พบจังหวัด',
  loading: 'กำลังโหลด...',
} as const;

/** One or more provinces, searched by name among every province. */
export function ProvinceEditor({ name }: ConditionEditorProps) {
  const field = useFormField<number[]>(`${name}.provinceIds`);
  const choices = useProvinceChoices();
  const chosen = field.value.map(
    (id): Option<number> =>
      choices.options.find((option) => option.value === id) ?? {
        value: id,
        label: provinceCodeText(id),
      },
  );
  return (
    <Autocomplete<Option<number>, true>
      multiple
      size="small"
      options={choices.options}
      value={chosen}
      loading={choices.loading}
      onChange={(_event, options) => field.setValue(options.map((option) => option.value))}
      onBlur={field.leave}
      disabled={field.disabled}
      filterSelectedOptions
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, value) => option.value === value.value}
      noOptionsText={PROVINCE_EDITOR_TEXT.noOptions}
      loadingText={PROVINCE_EDITOR_TEXT.loading}
      clearText="ล้าง"
      openText="เปิด"
      closeText="ปิด"
      renderInput={(params) => (
        <TextField
          {...params}
          name={`${name}.provinceIds`}
          label={PROVINCE_EDITOR_TEXT.label}
          error={field.error !== undefined || choices.error !== null}
          helperText={field.error ?? choices.error ?? PROVINCE_EDITOR_TEXT.hint}
        />
      )}
    />
  );
}
