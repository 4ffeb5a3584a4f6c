import { useNavigate } from 'react-router';
import { ROUTES, UNIT_KIND_LABELS, UNIT_KINDS } from '@hbc/contracts';
import { PageScaffold } from '@hbc/ui';
import { EntityForm } from '../form/EntityForm';
import { FormActions } from '../form/fields/FormActions';
import { FormAutocompleteField } from '../form/fields/FormAutocompleteField';
import { FormSelectField } from '../form/fields/FormSelectField';
import { FormSwitchField } from '../form/fields/FormSwitchField';
import { FormTextField } from '../form/fields/FormTextField';
import { useEntityForm } from '../form/useEntityForm';
import {
  fakeProvinceSource,
  NEW_UNIT,
  unitFormSchema,
  type UnitFormValues,
} from './fake-unit-form';

export interface DemoUnitFormScreenProps {
  /** Reads the unit being edited; none for a new unit. */
  load?: (signal: AbortSignal) => Promise<UnitFormValues>;
  save: (values: UnitFormValues) => Promise<unknown>;
}

const KIND_OPTIONS = UNIT_KINDS.map((kind) => ({ value: kind, label: UNIT_KIND_LABELS[kind] }));

/** A unit form declared with the pattern, as a screen of the console would be. */
export function DemoUnitFormScreen({ load, save }: DemoUnitFormScreenProps) {
  const navigate = useNavigate();
  const form = useEntityForm({
    initialValues: NEW_UNIT,
    validationSchema: unitFormSchema,
    ...(load ? { load } : {}),
    save,
    onSaved: () => void navigate(ROUTES.unit),
  });
  return (
    <PageScaffold title={load ? 'แก้ไขหน่วยบริการ' : 'เพิ่มหน่วยบริการ'}>
      <EntityForm form={form}>
        <FormTextField
          name="hcode"
          label="รหัสหน่วยบริการ"
          required
          maxLength={5}
          inputMode="numeric"
          hint="ตัวเลข 5 หลัก"
        />
        <FormTextField name="name" label="ชื่อหน่วยบริการ" required />
        <FormSelectField name="kind" label="ประเภท" options={KIND_OPTIONS} required />
        <FormAutocompleteField
          name="provinceId"
          label="จังหวัด"
          source={fakeProvinceSource}
          required
        />
        <FormSwitchField name="active" label="เปิดใช้งาน" />
        <FormActions onCancel={() => void navigate(ROUTES.unit)} />
      </EntityForm>
    </PageScaffold>
  );
}
