import type { ReactNode } from 'react';
import type { FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { EntityForm } from '../form/EntityForm';
import { useEntityForm } from '../form/useEntityForm';

export interface FormHarnessProps<Values extends FormikValues> {
  initialValues: Values;
  validationSchema: AnyObjectSchema;
  save: (values: Values) => Promise<unknown>;
  /** The form edits a stored record (Save waits for a change); a new record's by default. */
  editing?: boolean;
  children: ReactNode;
}

/** A bare record form around a few bound fields, for the fields' own stories. */
export function FormHarness<Values extends FormikValues>({
  initialValues,
  validationSchema,
  save,
  editing = false,
  children,
}: FormHarnessProps<Values>) {
  const form = useEntityForm({
    initialValues,
    validationSchema,
    save,
    savedMessage: null,
    editing,
  });
  return <EntityForm form={form}>{children}</EntityForm>;
}

/** Where the fields' stories open (their leave guard needs a data router). */
export const FIELD_STORY_ROUTE = { path: '/form' };

/** What a field story adds to the field's own props: the save it calls and the starting value. */
export interface HarnessArgs {
  save: (values: FormikValues) => Promise<unknown>;
  initial?: unknown;
  editing?: boolean;
}
