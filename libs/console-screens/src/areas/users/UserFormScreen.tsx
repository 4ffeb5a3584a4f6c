import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LinkIcon from '@mui/icons-material/Link';
import Autorenew from '@mui/icons-material/Autorenew';
import { useFormikContext } from 'formik';
import { NAME_MAX_LENGTH, organizationText, ROUTES, USER_MESSAGES } from '@hbc/contracts';
import { FormAutocompleteField, FormSelectField, FormTextField } from '@hbc/data-screens';
import { formatThaiDateTime } from '@hbc/ui';
import { ResourceFormView } from '../../resources/ResourceFormView';
import { useScreenTrail } from '../../resources/screen-trail';
import { useRecordQuery, type RecordId } from '../../resources/useRecordQuery';
import { InviteLinkDialog } from './InviteLinkDialog';
import { fullName, roleOptions, statusOptions, type UnitFacts } from './user-choices';
import { needsUnit, type UserFormValues } from './user-form-values';
import { USER_FORM } from './user-form';
import { useUserForm, type UserFormState } from './useUserForm';

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

function UserForm({ id }: { id: RecordId }) {
  const state = useUserForm(id);
  const title = id === null ? USER_FORM_LABELS.newTitle : USER_FORM_LABELS.editTitle;
  const breadcrumbs = useScreenTrail(ROUTES.userForm, title);
  const { record, deletion } = state;
  const wording = USER_FORM.deletion;
  return (
    <ResourceFormView
      title={title}
      breadcrumbs={breadcrumbs}
      form={state.form}
      onCancel={state.toList}
      {...(wording
        ? {
            deletion: {
              state: deletion,
              wording,
              name: record ? fullName(record) : '',
              shown: record !== null,
              placement: 'foot' as const,
            },
          }
        : {})}
      dialogs={
        state.shownInvite && (
          <InviteLinkDialog
            user={state.shownInvite.user}
            onClose={state.closeInvite}
            onReissue={state.reissueInDialog}
          />
        )
      }
    >
      <UserFields state={state} />
      {state.failureNote && (
        <Alert severity="error" variant="outlined">
          {state.failureNote}
        </Alert>
      )}
      {state.invitePending && <InviteNotice state={state} />}
    </ResourceFormView>
  );
}

/**
 * /setting/user/form: a new user (then their invite link) or, with `?id=`, the user to edit, with
 * their status, invite link and deletion. Another id is another form.
 */
export function UserFormScreen() {
  const { id } = useRecordQuery();
  return <UserForm key={String(id)} id={id} />;
}
