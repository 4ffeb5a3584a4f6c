import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { ROUTES } from '@hbc/contracts';
import {
  EntityForm,
  FormActions,
  FormAutocompleteField,
  FormSelectField,
  FormSwitchField,
  FormTextField,
  useFormField,
} from '@hbc/data-screens';
import { ConfirmDialog, PageScaffold } from '@hbc/ui';
import { GeneralImageUploader, useUploadFn } from '@hbc/upload-widgets';
import { documentTitle } from '../../app/app-title';
import { screenFor } from '../../app/route-table';
import { provinceSource, UNIT_KIND_OPTIONS } from './health-center-choices';
import { queryOf, useHealthCenterTrail } from './health-center-trail';
import { FORM_MAX_WIDTH } from '../../forms/form-layout';
import { idFromQuery } from '../../records/record-id';
import { useUnitForm } from './useUnitForm';

const TITLE = screenFor(ROUTES.unitForm)?.title ?? '';

export const UNIT_FORM_LABELS = {
  /** The last breadcrumb: whether the form adds or edits. */
  newCrumb: 'เพิ่มหน่วยบริการ',
  editCrumb: 'แก้ไขหน่วยบริการ',
  hcode: 'รหัสหน่วยบริการ',
  hcodeHint: 'รหัสหน่วยบริการ 5 หลักของกระทรวงสาธารณสุข',
  name: 'ชื่อหน่วยบริการ',
  kind: 'ประเภทหน่วยบริการ',
  province: 'จังหวัด',
  logo: 'ตราสัญลักษณ์หน่วยบริการ',
  active: 'เปิดใช้งาน',
  activeHint: 'หน่วยบริการที่มีผู้ใช้งาน ประชาชน หรือบรอดแคสต์ลบไม่ได้ ให้ปิดใช้งานแทน',
  delete: 'ลบหน่วยบริการ',
  deleteTitle: 'ลบหน่วยบริการ',
  deleteConfirm: 'ลบ',
  deleteMessage: (name: string) => `ต้องการลบ${name}ใช่หรือไม่ เมื่อลบแล้วจะไม่สามารถกู้คืนได้`,
} as const;

/** /health-center/unit/form: a new unit (in the province of `?province=`), or the unit of `?id=`. */
export function UnitFormScreen() {
  const [params] = useSearchParams();
  const id = idFromQuery(params.get('id'));
  const province = idFromQuery(params.get('province'));
  return (
    <UnitForm key={String(id)} id={id} {...(typeof province === 'number' ? { province } : {})} />
  );
}

function UnitForm({ id, province }: { id: number | null | 'invalid'; province?: number }) {
  const { form, deletion, back, editing, loaded } = useUnitForm({
    id,
    ...(province ? { province } : {}),
  });
  const crumb = editing ? UNIT_FORM_LABELS.editCrumb : UNIT_FORM_LABELS.newCrumb;
  const { values, initialValues } = form.formik;
  const breadcrumbs = useHealthCenterTrail(ROUTES.unitForm, crumb, {
    [ROUTES.province]: queryOf('region', loaded?.healthRegionId),
    [ROUTES.unit]: queryOf('province', values.provinceId),
  });
  const canDelete = editing && !form.loading && form.loadError === null;
  return (
    <PageScaffold
      title={TITLE}
      breadcrumbs={breadcrumbs}
      actions={
        canDelete ? (
          <Button
            color="error"
            variant="outlined"
            startIcon={<DeleteOutline />}
            onClick={deletion.ask}
            disabled={form.saving}
          >
            {UNIT_FORM_LABELS.delete}
          </Button>
        ) : undefined
      }
    >
      <title>{documentTitle(TITLE)}</title>
      <Box sx={{ maxWidth: FORM_MAX_WIDTH }}>
        <EntityForm form={form}>
          <FormTextField
            name="hcode"
            label={UNIT_FORM_LABELS.hcode}
            required
            maxLength={5}
            inputMode="numeric"
            hint={UNIT_FORM_LABELS.hcodeHint}
          />
          <FormTextField name="name" label={UNIT_FORM_LABELS.name} required />
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
          <FormActions onCancel={back} />
        </EntityForm>
      </Box>
      <ConfirmDialog
        open={deletion.asking}
        title={UNIT_FORM_LABELS.deleteTitle}
        message={UNIT_FORM_LABELS.deleteMessage(initialValues.name)}
        confirmLabel={UNIT_FORM_LABELS.deleteConfirm}
        destructive
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </PageScaffold>
  );
}

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
