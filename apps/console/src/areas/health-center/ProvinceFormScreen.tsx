import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { ROUTES } from '@hbc/contracts';
import { EntityForm, FormActions, FormSelectField, FormTextField } from '@hbc/data-screens';
import { ConfirmDialog, PageScaffold } from '@hbc/ui';
import { documentTitle } from '../../app/app-title';
import { screenFor } from '../../app/route-table';
import { REGION_OPTIONS } from './health-center-choices';
import { queryOf, useHealthCenterTrail } from './health-center-trail';
import { FORM_MAX_WIDTH } from '../../forms/form-layout';
import { idFromQuery } from '../../records/record-id';
import { useProvinceForm } from './useProvinceForm';

const TITLE = screenFor(ROUTES.provinceForm)?.title ?? '';

export const PROVINCE_FORM_LABELS = {
  /** The last breadcrumb: whether the form adds or edits. */
  newCrumb: 'เพิ่มจังหวัด',
  editCrumb: 'แก้ไขจังหวัด',
  code: 'รหัสจังหวัด',
  codeHint: 'รหัสจังหวัดตามกระทรวงมหาดไทย ตัวเลข 2 หลัก',
  codeFixed: 'รหัสจังหวัดแก้ไขไม่ได้',
  nameTh: 'ชื่อจังหวัดภาษาไทย',
  nameEn: 'ชื่อจังหวัดภาษาอังกฤษ',
  region: 'เขตสุขภาพ',
  delete: 'ลบจังหวัด',
  deleteTitle: 'ลบจังหวัด',
  deleteConfirm: 'ลบ',
  deleteMessage: (name: string) => `ต้องการลบจังหวัด${name}ใช่หรือไม่ เมื่อลบแล้วจะไม่สามารถกู้คืนได้`,
} as const;

/** /health-center/province/form: a new province, or the province of `?id=`. */
export function ProvinceFormScreen() {
  const [params] = useSearchParams();
  const id = idFromQuery(params.get('id'));
  const region = idFromQuery(params.get('region'));
  return (
    <ProvinceForm key={String(id)} id={id} {...(typeof region === 'number' ? { region } : {})} />
  );
}

function ProvinceForm({ id, region }: { id: number | null | 'invalid'; region?: number }) {
  const { form, deletion, back, editing } = useProvinceForm({ id, ...(region ? { region } : {}) });
  const crumb = editing ? PROVINCE_FORM_LABELS.editCrumb : PROVINCE_FORM_LABELS.newCrumb;
  const { values, initialValues } = form.formik;
  const breadcrumbs = useHealthCenterTrail(ROUTES.provinceForm, crumb, {
    [ROUTES.province]: queryOf('region', values.healthRegionId),
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
            {PROVINCE_FORM_LABELS.delete}
          </Button>
        ) : undefined
      }
    >
      <title>{documentTitle(TITLE)}</title>
      <Box sx={{ maxWidth: FORM_MAX_WIDTH }}>
        <EntityForm form={form}>
          <FormTextField
            name="code"
            label={PROVINCE_FORM_LABELS.code}
            required={!editing}
            disabled={editing}
            maxLength={2}
            inputMode="numeric"
            hint={editing ? PROVINCE_FORM_LABELS.codeFixed : PROVINCE_FORM_LABELS.codeHint}
          />
          <FormTextField name="nameTh" label={PROVINCE_FORM_LABELS.nameTh} required />
          <FormTextField name="nameEn" label={PROVINCE_FORM_LABELS.nameEn} required />
          <FormSelectField
            name="healthRegionId"
            label={PROVINCE_FORM_LABELS.region}
            options={REGION_OPTIONS}
            required
          />
          <FormActions onCancel={back} />
        </EntityForm>
      </Box>
      <ConfirmDialog
        open={deletion.asking}
        title={PROVINCE_FORM_LABELS.deleteTitle}
        message={PROVINCE_FORM_LABELS.deleteMessage(initialValues.nameTh)}
        confirmLabel={PROVINCE_FORM_LABELS.deleteConfirm}
        destructive
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </PageScaffold>
  );
}
