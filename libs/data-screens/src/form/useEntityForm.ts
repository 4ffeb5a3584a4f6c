import { useEffect, useMemo, useRef, useState } from 'react';
import { getIn, useFormik, type FormikHelpers, type FormikProps, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { ApiError } from '@hbc/api-clients';
import { toast } from '@hbc/ui';
import {
  apiErrorText,
  isNotFound,
  LOAD_FAILED_TEXT,
  NOT_FOUND_TEXT,
  SAVE_FAILED_TEXT,
} from '../shared/api-error-text';
import { useLatest } from '../shared/useLatest';
import { fieldKey, sortIssues } from './issue-fields';
import { useLeaveGuard, type LeaveGuard } from './useLeaveGuard';

/** Said after a save, unless the screen says something else. */
export const SAVED_TEXT = 'บันทึกข้อมูลสำเร็จ';

export interface EntityFormOptions<Values extends FormikValues, Saved> {
  /** The values of a new record, and the shape of the form. */
  initialValues: Values;
  /** Yup rules with Thai messages (see `textRule`, `patternRule`, `ruleFromSchema`). */
  validationSchema: AnyObjectSchema;
  /** Reads the record being edited; a new record has none. It may be a new function each render. */
  load?: (signal: AbortSignal) => Promise<Values>;
  /** Sends the values (create or update); its ApiError is shown on the fields or as a toast. */
  save: (values: Values) => Promise<Saved>;
  /** After a save, typically back to the list. Leaving is no longer asked about. */
  onSaved?: (saved: Saved, values: Values) => void;
  /** The form field of an API issue path, when the body's names differ from the form's. */
  fieldOfPath?: (pointer: string) => string | undefined;
  /** The toast after a save; null for none. */
  savedMessage?: string | null;
  /**
   * The form edits a stored record, so Save waits for a change; a new record's Save is always
   * pressable. By default, a form that reads (`load`) edits.
   */
  editing?: boolean;
}

/** The API's issue kept on a field until its value changes: re-validating must not erase it. */
interface ServerError {
  message: string;
  value: unknown;
}
export interface EntityFormStatus {
  serverErrors?: Record<string, ServerError>;
}

/** Which fields the form shows (the bound fields register), to place the API's issues. */
export interface FieldRegistry {
  register: (name: string) => () => void;
  has: (name: string) => boolean;
}

export interface EntityFormState<Values extends FormikValues> {
  formik: FormikProps<Values>;
  /** The record is being read. */
  loading: boolean;
  /** Thai text of a failed read ('ไม่พบข้อมูล' for a 404), or null. */
  loadError: string | null;
  /** The record does not exist (or is not the user's): trying again will not help. */
  notFound: boolean;
  retryLoad: () => void;
  saving: boolean;
  /** The form edits a stored record: Save waits for a change. */
  editing: boolean;
  /** Save is possible: loaded, not saving, and changed when a stored record is edited. */
  canSave: boolean;
  leaveGuard: LeaveGuard;
  fields: FieldRegistry;
}

/** The API's issue on `name`, while the field still holds the value it was about. */
export function serverErrorOf(status: unknown, name: string, value: unknown): string | undefined {
  const error = (status as EntityFormStatus | undefined)?.serverErrors?.[fieldKey(name)];
  return error && Object.is(error.value, value) ? error.message : undefined;
}

function useFieldRegistry(): FieldRegistry {
  const names = useRef(new Map<string, number>());
  return useMemo(
    () => ({
      register: (name: string) => {
        const key = fieldKey(name);
        names.current.set(key, (names.current.get(key) ?? 0) + 1);
        return () => {
          const left = (names.current.get(key) ?? 1) - 1;
          if (left > 0) names.current.set(key, left);
          else names.current.delete(key);
        };
      },
      has: (name: string) => names.current.has(fieldKey(name)),
    }),
    [],
  );
}

/**
 * A record's form on Formik and Yup: reads the record (with a retry, or 'ไม่พบข้อมูล'), saves
 * it, puts the API's 400 and 409 issues on their fields (a toast for those no field shows), and
 * asks before leaving with unsaved changes. Render it with `EntityForm` and the bound fields.
 * A screen that edits another record (a new `id`) remounts the form (`key={id}`).
 */
export function useEntityForm<Values extends FormikValues, Saved = unknown>(
  options: EntityFormOptions<Values, Saved>,
): EntityFormState<Values> {
  const latest = useLatest(options);
  const fields = useFieldRegistry();

  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const { save, onSaved, fieldOfPath, savedMessage = SAVED_TEXT } = latest.current;
    try {
      const saved = await save(values);
      leaveGuard.allowLeaving();
      helpers.resetForm({ values });
      if (savedMessage) toast.success(savedMessage);
      onSaved?.(saved, values);
    } catch (error) {
      const issues =
        error instanceof ApiError && (error.status === 400 || error.status === 409)
          ? error.errors
          : undefined;
      if (!issues || issues.length === 0) {
        toast.error(isNotFound(error) ? NOT_FOUND_TEXT : apiErrorText(error, SAVE_FAILED_TEXT));
        return;
      }
      const sorted = sortIssues(issues, fields.has, fieldOfPath);
      const serverErrors: Record<string, ServerError> = {};
      for (const [field, message] of Object.entries(sorted.fields)) {
        helpers.setFieldError(field, message);
        serverErrors[field] = { message, value: getIn(values, field) as unknown };
      }
      helpers.setStatus({ serverErrors } satisfies EntityFormStatus);
      for (const message of sorted.unmatched) toast.error(message);
    }
  };

  const formik = useFormik<Values>({
    initialValues: options.initialValues,
    validationSchema: options.validationSchema,
    onSubmit,
  });
  const leaveGuard = useLeaveGuard(formik.dirty);

  const hasLoad = options.load !== undefined;
  const editing = options.editing ?? hasLoad;
  const [attempt, setAttempt] = useState(0);
  const [read, setRead] = useState({
    loading: hasLoad,
    error: null as string | null,
    notFound: false,
  });
  const resetForm = useLatest(formik.resetForm);
  useEffect(() => {
    const load = latest.current.load;
    if (!load) return undefined;
    const controller = new AbortController();
    setRead({ loading: true, error: null, notFound: false });
    load(controller.signal).then(
      (values) => {
        if (controller.signal.aborted) return;
        resetForm.current({ values });
        setRead({ loading: false, error: null, notFound: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const notFound = isNotFound(error);
        setRead({
          loading: false,
          error: notFound ? NOT_FOUND_TEXT : apiErrorText(error, LOAD_FAILED_TEXT),
          notFound,
        });
      },
    );
    return () => controller.abort();
  }, [latest, resetForm, hasLoad, attempt]);

  return {
    formik,
    loading: read.loading,
    loadError: read.error,
    notFound: read.notFound,
    retryLoad: () => setAttempt((n) => n + 1),
    saving: formik.isSubmitting,
    editing,
    canSave:
      (formik.dirty || !editing) && !formik.isSubmitting && !read.loading && read.error === null,
    leaveGuard,
    fields,
  };
}
