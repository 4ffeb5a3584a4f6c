import { useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import { FormikProvider, type FormikValues } from 'formik';
import { ConfirmDialog, EmptyState, LoadingState } from '@hbc/ui';
import { RETRY_TEXT } from '../shared/api-error-text';
import { FieldRegistryContext } from './field-registry';
import { EditsRecordContext } from './form-edits-record';
import { FormReadOnlyContext } from './form-read-only';
import type { EntityFormState } from './useEntityForm';
import { useFocusFirstError } from './useFocusFirstError';

export const LEAVE_TITLE = 'ออกจากหน้านี้?';
export const LEAVE_MESSAGE = 'ข้อมูลที่แก้ไขจะไม่ถูกบันทึก';
export const LEAVE_CONFIRM = 'ออกจากหน้านี้';
export const LEAVE_CANCEL = 'อยู่หน้านี้ต่อ';

export interface EntityFormProps<Values extends FormikValues> {
  /** The state from `useEntityForm`. */
  form: EntityFormState<Values>;
  /** The bound fields and `FormActions`. */
  children: ReactNode;
  /** The record is the viewer's to read only: every field disabled, no Save. */
  readOnly?: boolean;
}

/**
 * The frame of a record's form: 'กำลังโหลด...' while the record is read, its failure with a
 * retry (or 'ไม่พบข้อมูล'), then the fields; and the question before leaving unsaved changes.
 * A press of Save that finds errors focuses the first field in error.
 */
export function EntityForm<Values extends FormikValues>({
  form,
  children,
  readOnly = false,
}: EntityFormProps<Values>) {
  const { leaveGuard } = form;
  const formElement = useRef<HTMLFormElement>(null);
  useFocusFirstError(form.formik, formElement);
  let body: ReactNode;
  if (form.loading) body = <LoadingState />;
  else if (form.loadError !== null) {
    body = (
      <Box role="alert">
        <EmptyState
          icon={<ErrorOutline />}
          title={form.loadError}
          action={
            form.notFound ? undefined : (
              <Button variant="outlined" onClick={form.retryLoad}>
                {RETRY_TEXT}
              </Button>
            )
          }
        />
      </Box>
    );
  } else {
    body = (
      <FormikProvider value={form.formik}>
        <FieldRegistryContext.Provider value={form.fields}>
          <EditsRecordContext.Provider value={form.editing}>
            <FormReadOnlyContext.Provider value={readOnly}>
              <form ref={formElement} noValidate onSubmit={form.formik.handleSubmit}>
                <Stack spacing={2.5}>{children}</Stack>
              </form>
            </FormReadOnlyContext.Provider>
          </EditsRecordContext.Provider>
        </FieldRegistryContext.Provider>
      </FormikProvider>
    );
  }
  return (
    <>
      {body}
      <ConfirmDialog
        open={leaveGuard.asking}
        title={LEAVE_TITLE}
        message={LEAVE_MESSAGE}
        confirmLabel={LEAVE_CONFIRM}
        cancelLabel={LEAVE_CANCEL}
        destructive
        onConfirm={leaveGuard.leave}
        onCancel={leaveGuard.stay}
      />
    </>
  );
}
