import { NAME_MAX_LENGTH } from '@hbc/contracts';
import { FormSelectField, FormTextField } from '@hbc/data-screens';
import { FORM_MAX_WIDTH } from '../../forms/form-layout';
import { ResourceFormScreen } from '../../resources/ResourceFormScreen';
import { REGION_OPTIONS } from './health-center-choices';
import { PROVINCE_FORM } from './province-form';

export const PROVINCE_FORM_LABELS = {
  code: 'รหัสจังหวัด',
  codeHint: 'รหัสจังหวัดตามกระทรวงมหาดไทย ตัวเลข 2 หลัก',
  codeFixed: 'รหัสจังหวัดแก้ไขไม่ได้',
  nameTh: 'ชื่อจังหวัดภาษาไทย',
  nameEn: 'ชื่อจังหวัดภาษาอังกฤษ',
  region: 'เขตสุขภาพ',
} as const;

/** The province's fields: its code is set once, when the province is added. */
function provinceFields(editing: boolean) {
  return (
    <>
      <FormTextField
        name="code"
        label={PROVINCE_FORM_LABELS.code}
        required={!editing}
        disabled={editing}
        maxLength={2}
        inputMode="numeric"
        hint={editing ? PROVINCE_FORM_LABELS.codeFixed : PROVINCE_FORM_LABELS.codeHint}
      />
      <FormTextField
        name="nameTh"
        label={PROVINCE_FORM_LABELS.nameTh}
        required
        maxLength={NAME_MAX_LENGTH}
      />
      <FormTextField
        name="nameEn"
        label={PROVINCE_FORM_LABELS.nameEn}
        required
        maxLength={NAME_MAX_LENGTH}
      />
      <FormSelectField
        name="healthRegionId"
        label={PROVINCE_FORM_LABELS.region}
        options={REGION_OPTIONS}
        required
      />
    </>
  );
}

export function ProvinceFormScreen() {
  return (
    <ResourceFormScreen
      resource={PROVINCE_FORM}
      fields={provinceFields}
      maxWidth={FORM_MAX_WIDTH}
    />
  );
}
