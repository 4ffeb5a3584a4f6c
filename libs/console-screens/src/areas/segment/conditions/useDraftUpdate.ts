import { getIn, useFormikContext } from 'formik';
import type { ConditionDraft } from '../condition-drafts';

/**
 * Changes a condition's fields by a choice (a tick, a range of days, an upload) in one step:
 * the changed fields count as left, so their messages show at once, and the draft is set and
 * validated once. (Setting two fields one after the other, Formik would validate the second with
 * the first one's old value; marking a field touched would validate the values from before the
 * change.)
 */
export function useDraftUpdate<D extends ConditionDraft>(name: string) {
  const { values, setFieldTouched, setFieldValue } = useFormikContext();
  return (changes: Partial<Omit<D, 'kind' | 'key'>>) => {
    for (const field of Object.keys(changes)) void setFieldTouched(`${name}.${field}`, true, false);
    void setFieldValue(name, { ...(getIn(values, name) as D), ...changes });
  };
}
