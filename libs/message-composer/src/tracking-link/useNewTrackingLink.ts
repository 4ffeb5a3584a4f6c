import { useState } from 'react';
import { newTrackingLinkErrors, type NewTrackingLinkErrors } from './new-tracking-link-checks';
import { TRACKING_LINK_TEXT } from './tracking-link-text';
import {
  TrackingLinkRefusal,
  type NewTrackingLink,
  type NewTrackingLinkField,
  type TrackingLinkChoice,
  type TrackingLinkPicker,
} from './tracking-link-picker';

/**
 * The picker's new-link form: its values, checked by the contracts' rules before anything is
 * sent; a refusal lands on its field (or above the form), and the link created goes to
 * `onCreated`.
 */
export function useNewTrackingLink(
  picker: TrackingLinkPicker,
  initialTarget: string,
  onCreated: (link: TrackingLinkChoice) => void,
) {
  const [values, setValues] = useState<NewTrackingLink>({ name: '', targetUrl: initialTarget });
  const [errors, setErrors] = useState<NewTrackingLinkErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (field: NewTrackingLinkField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const submit = async () => {
    const link = { name: values.name, targetUrl: values.targetUrl.trim() };
    const found = newTrackingLinkErrors(link);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const created = await picker.create(link);
      setBusy(false);
      onCreated(created);
    } catch (error) {
      setBusy(false);
      if (error instanceof TrackingLinkRefusal && error.field) {
        setErrors({ [error.field]: error.message });
      } else {
        setFormError(
          error instanceof TrackingLinkRefusal ? error.message : TRACKING_LINK_TEXT.createFailed,
        );
      }
    }
  };

  return { values, errors, formError, busy, change, submit: () => void submit() };
}
