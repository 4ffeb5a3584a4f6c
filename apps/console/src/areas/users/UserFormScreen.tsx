import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import LinkIcon from '@mui/icons-material/Link';
import Autorenew from '@mui/icons-material/Autorenew';
import { useFormikContext } from 'formik';
import { NAME_MAX_LENGTH, organizationText, ROUTES, USER_MESSAGES } from '@hbc/contracts';
import {
  EntityForm,
  FormActions,
  FormAutocompleteField,
  FormSelectField,
  FormTextField,
} from '@hbc/data-screens';
import { ConfirmDialog, formatThaiDateTime, PageScaffold, type Crumb } from '@hbc/ui';
import { documentTitle } from '../../app/app-title';
import { screenTrail } from '../../app/route-table';
import { InviteLinkDialog } from './InviteLinkDialog';
import { fullName, roleOptions, statusOptions, type UnitFacts } from './user-choices';
import { needsUnit, type UserFormValues } from './user-form-values';
import { useUserForm, userIdFrom, type UserFormState } from './useUserForm';

export const USER_FORM_LABELS = {
  newTitle: 'เพิ่มข้อมูลผู้ใช้งาน',
  editTitle: 'แก้ไขข้อมูลผู้ใช้งาน',
  firstName: 'ชื่อ',
  lastName: 'นามสกุล',
  role: 'บทบาท',
  unit: 'หน่วยบริการ',
  unitHint: 'พิมพ์ชื่อหรือรหัสหน่วยบริการเพื่อค้นหา',
  ownUnitHint: 'ผู้ใช้งานที่ท่านเพิ่มจะสังกัดหน่วยบริการของท่าน',
  expectedOrganization: (unit: UnitFacts) =>
    `Provider ID ของผู้ใช้ต้องสังกัดหน่วยบริการ ${organizationText(unit)}`,
  status: 'สถานะ',
  invitePending: 'ผู้ใช้งานยังไม่ได้ตอบรับคำเชิญ',
  inviteExpires: (when: string) => `ลิงก์คำเชิญหมดอายุ ${when}`,
  showInvite: 'ดูลิงก์คำเชิญ',
  reissue: 'ออกลิงก์คำเชิญใหม่',
  delete: 'ลบผู้ใช้งาน',
  deleteTitle: 'ลบผู้ใช้งาน',
  deleteMessage: (name: string) => `ต้องการลบผู้ใช้งาน ${name} ใช่หรือไม่ เมื่อลบแล้วจะไม่สามารถกู้คืนได้`,
  deleteConfirm: 'ลบ',
} as const;

/** Clears the unit once Super Admin is chosen: Super Admin belongs to no unit. */
function useNoUnitForSuperAdmin() {
  const { values, setFieldValue } = useFormikContext<UserFormValues>();
  const clear = !needsUnit(values.role) && values.unitId !== null;
  useEffect(() => {
    if (clear) void setFieldValue('unitId', null);
  }, [clear, setFieldValue]);
  return needsUnit(values.role);
}

/** The Provider ID organisation the chosen unit asks of the person's first sign-in. */
function ExpectedOrganization({ state }: { state: UserFormState }) {
  const { values } = useFormikContext<UserFormValues>();
  const unit = state.expectedUnit(values.unitId);
  if (!unit) return null;
  return (
    <Typography variant="body2" color="text.secondary" role="note">
      {USER_FORM_LABELS.expectedOrganization(unit)}
    </Typography>
  );
}

function UserFields({ state }: { state: UserFormState }) {
  const showUnit = useNoUnitForSuperAdmin();
  const waitsForInvite = state.statusChoices.includes('INVITED');
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <FormTextField
          name="firstName"
          label={USER_FORM_LABELS.firstName}
          required
          maxLength={NAME_MAX_LENGTH}
        />
        <FormTextField
          name="lastName"
          label={USER_FORM_LABELS.lastName}
          required
          maxLength={NAME_MAX_LENGTH}
        />
      </Stack>
      <FormSelectField
        name="role"
        label={USER_FORM_LABELS.role}
        options={roleOptions(state.roleChoices)}
        required
      />
      {showUnit &&
        (state.everyUnit ? (
          <FormAutocompleteField
            name="unitId"
            label={USER_FORM_LABELS.unit}
            options={state.unitChoices}
            source={state.activeUnits}
            hint={USER_FORM_LABELS.unitHint}
            required
          />
        ) : (
          <FormAutocompleteField
            name="unitId"
            label={USER_FORM_LABELS.unit}
            options={state.unitChoices}
            hint={USER_FORM_LABELS.ownUnitHint}
            disabled
          />
        ))}
      {showUnit && <ExpectedOrganization state={state} />}
      {state.record && (
        <FormSelectField
          name="status"
          label={USER_FORM_LABELS.status}
          options={statusOptions(state.statusChoices)}
          required
          {...(waitsForInvite ? { hint: USER_MESSAGES.activeNeedsInvite } : {})}
        />
      )}
    </>
  );
}

function InviteNotice({ state }: { state: UserFormState }) {
  const expiresAt = state.record?.inviteExpiresAt;
  return (
    <Alert severity="warning" variant="outlined">
      <Stack spacing={1}>
        <span>
          {USER_FORM_LABELS.invitePending}
          {expiresAt ? ` · ${USER_FORM_LABELS.inviteExpires(formatThaiDateTime(expiresAt))}` : ''}
        </span>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems="flex-start">
          {state.inviteShown && (
            <Button
              size="small"
              variant="outlined"
              startIcon={<LinkIcon />}
              onClick={state.showInvite}
            >
              {USER_FORM_LABELS.showInvite}
            </Button>
          )}
          <Button
            size="small"
            variant="outlined"
            startIcon={<Autorenew />}
            onClick={state.reissue}
            disabled={state.reissuing}
          >
            {USER_FORM_LABELS.reissue}
          </Button>
        </Stack>
      </Stack>
    </Alert>
  );
}

function UserForm({ id }: { id: number | 'invalid' | undefined }) {
  const navigate = useNavigate();
  const state = useUserForm(id);
  const title = id === undefined ? USER_FORM_LABELS.newTitle : USER_FORM_LABELS.editTitle;
  const breadcrumbs: Crumb[] = screenTrail(ROUTES.userForm).map((entry, index, trail) =>
    index === trail.length - 1
      ? { label: title }
      : { label: entry.title, onClick: () => void navigate(entry.path) },
  );
  const { record } = state;
  return (
    <>
      <title>{documentTitle(title)}</title>
      <PageScaffold title={title} breadcrumbs={breadcrumbs}>
        <EntityForm form={state.form}>
          <UserFields state={state} />
          {state.failureNote && (
            <Alert severity="error" variant="outlined">
              {state.failureNote}
            </Alert>
          )}
          {state.invitePending && <InviteNotice state={state} />}
          <Stack
            direction={{ xs: 'column-reverse', sm: 'row' }}
            spacing={1.5}
            alignItems={{ xs: 'stretch', sm: 'center' }}
          >
            {record && (
              <Button
                color="error"
                variant="outlined"
                startIcon={<DeleteOutline />}
                onClick={state.deletion.ask}
              >
                {USER_FORM_LABELS.delete}
              </Button>
            )}
            <Box sx={{ flexGrow: 1 }}>
              <FormActions onCancel={state.toList} />
            </Box>
          </Stack>
        </EntityForm>
      </PageScaffold>
      {state.shownInvite && (
        <InviteLinkDialog
          user={state.shownInvite.user}
          onClose={state.closeInvite}
          onReissue={state.reissueInDialog}
        />
      )}
      <ConfirmDialog
        open={state.deletion.asking}
        title={USER_FORM_LABELS.deleteTitle}
        message={USER_FORM_LABELS.deleteMessage(record ? fullName(record) : '')}
        confirmLabel={USER_FORM_LABELS.deleteConfirm}
        destructive
        busy={state.deletion.busy}
        onConfirm={state.deletion.confirm}
        onCancel={state.deletion.cancel}
      />
    </>
  );
}

/**
 * /setting/user/form: a new user (then their invite link) or, with `?id=`, the user to edit, with
 * their status, invite link and deletion. Another id is another form.
 */
export function UserFormScreen() {
  const [params] = useSearchParams();
  const id = userIdFrom(params.get('id'));
  return <UserForm key={String(id)} id={id} />;
}
