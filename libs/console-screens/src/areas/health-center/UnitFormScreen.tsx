import { NAME_MAX_LENGTH } from '@hbc/contracts';
import {
  FormAutocompleteField,
  FormSelectField,
  FormSwitchField,
  FormTextField,
  useFormField,
} from '@hbc/data-screens';
import { GeneralImageUploader, useUploadFn } from '@hbc/upload-widgets';
import { FORM_MAX_WIDTH } from '../../forms/form-layout';
import { ResourceFormScreen } from '../../resources/ResourceFormScreen';
import { provinceSource, UNIT_KIND_OPTIONS } from './health-center-choices';
import { UNIT_FORM } from './unit-form';

export const UNIT_FORM_LABELS = {
  hcode: 'รหัสหน่วยบริการ',
  hcodeHint: 'รหัสหน่วยบริการ 5 หลักของกระทรวงสาธารณสุข',
  name: 'ชื่อหน่วยบริการ',
  kind: 'ประเภทหน่วยบริการ',
  province: 'จังหวัด',
  logo: 'ตราสัญลักษณ์หน่วยบริการ',
  active: 'เปิดใช้งาน',
  activeHint: 'หน่วยบริการที่มีผู้ใช้งาน ประชาชน หรือบรอดแคสต์ลบไม่ได้ ให้ปิดใช้งานแทน',
} as const;

/** The unit's logo through the general image uploader: a square image (1:1). */
function UnitLogoField() {
  const upload = useUploadFn();
  const field = useFormField<string | null>('logoUrl');
  return (
    <GeneralImageUploader
      label={UNIT_FORM_LABELS.logo}
      ratio="1:1"
      upload={upload}
      value={field.value}
      onChange={(url) => {
        field.setValue(url);
        field.leave();
      }}
      error={field.error !== undefined}
      {...(field.error ? { helperText: field.error } : {})}
    />
  );
}

function unitFields() {
  return (
    <>
      <FormTextField
        name="hcode"
        label={UNIT_FORM_LABELS.hcode}
        required
        maxLength={5}
        inputMode="numeric"
        hint={UNIT_FORM_LABELS.hcodeHint}
      />
      <FormTextField
        name="name"
        label={UNIT_FORM_LABELS.name}
        required
        maxLength={NAME_MAX_LENGTH}
      />
      <FormSelectField
        name="kind"
        label={UNIT_FORM_LABELS.kind}
        options={UNIT_KIND_OPTIONS}
        required
      />
      <FormAutocompleteField
        name="provinceId"
        label={UNIT_FORM_LABELS.province}
        source={provinceSource}
        required
      />
      <UnitLogoField />
      <FormSwitchField
        name="active"
        label={UNIT_FORM_LABELS.active}
        hint={UNIT_FORM_LABELS.activeHint}
      />
    </>
  );
}

export function UnitFormScreen() {
  return <ResourceFormScreen resource={UNIT_FORM} fields={unitFields} maxWidth={FORM_MAX_WIDTH} />;
}
