import { useContext, useEffect } from 'react';
import { getIn, useFormikContext, type FormikValues } from 'formik';
import { FieldRegistryContext } from './field-registry';
import { FormReadOnlyContext } from './form-read-only';
import { serverErrorOf } from './useEntityForm';

/**
 * A bound field's value and error: Yup's message once the field was left or the form sent, or
 * the API's issue on it while its value is unchanged. Registers the field, so the API's issues
 * land on it. `ruleError` is Yup's message even before it is shown (a text already too long).
 */
export function useFormField<Value>(name: string) {
  const formik = useFormikContext<FormikValues>();
  const registry = useContext(FieldRegistryContext);
  const readOnly = useContext(FormReadOnlyContext);
  useEffect(() => registry?.register(name), [registry, name]);

  const value = getIn(formik.values, name) as Value;
  const shown = Boolean(getIn(formik.touched, name)) || formik.submitCount > 0;
  const rule: unknown = getIn(formik.errors, name);
  const ruleError = typeof rule === 'string' ? rule : undefined;
  const error = (shown ? ruleError : undefined) ?? serverErrorOf(formik.status, name, value);

  return {
    value,
    error,
    ruleError,
    disabled: formik.isSubmitting || readOnly,
    /** The form shows a record the viewer may only read. */
    readOnly,
    setValue: (next: Value) => void formik.setFieldValue(name, next),
    leave: () => void formik.setFieldTouched(name, true),
  };
}
