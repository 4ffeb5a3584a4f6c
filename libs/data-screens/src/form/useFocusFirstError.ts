import { useEffect, useRef, type RefObject } from 'react';
import type { FormikProps, FormikValues } from 'formik';

/**
 * After a press of Save that found errors (Yup's, or the API's on the fields), the focus goes to
 * the first field in the form marked invalid, so the person lands where to start fixing.
 */
export function useFocusFirstError<Values extends FormikValues>(
  formik: FormikProps<Values>,
  form: RefObject<HTMLFormElement | null>,
) {
  const handled = useRef(0);
  const { submitCount, isSubmitting } = formik;
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting, form]);
}
