import { useState } from 'react';
import type { FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import {
  useDeleteRecord,
  useEntityForm,
  type DeleteRecord,
  type EntityFormState,
} from '@hbc/data-screens';
import type { FormResource } from './define-resource';
import { useViewerRole } from '../viewer/useViewerRole';
import { useBackToList } from './useBackToList';
import { formLoad, type RecordId } from './useRecordQuery';

export interface ResourceFormOptions<Values extends FormikValues, Stored, Saved> {
  /** The record edited (`?id=`), null for a new one, 'invalid' for an id no record can have. */
  id: RecordId;
  /** The rules, when they depend on who is signed in (the roles an admin may give). */
  schema?: AnyObjectSchema;
  /** What a new record starts with besides the declared empty values. */
  start?: Partial<Values>;
  /** Reads a new record's values, when they come from the API (an admin's own unit). */
  loadNew?: () => Promise<Values>;
  /** Told of the record once it is read. */
  onRead?: (record: Stored) => void;
  /** After a save; back to the list by default. */
  onSaved?: (saved: Saved) => void;
}

export interface ResourceFormState<Values extends FormikValues, Stored> {
  form: EntityFormState<Values>;
  deletion: DeleteRecord;
  /** Back to the list, to the view the form was opened from when the list opened it. */
  back: () => void;
  /** The form edits a record (`?id=` was given). */
  editing: boolean;
  /** The record as read; null for a new one and until it is read. */
  record: Stored | null;
  /** The record was read and the viewer may change it: it can be deleted. */
  canDelete: boolean;
  /** Why the viewer may only read the record; null when they may change it. */
  locked: string | null;
  /** The record as another call changed it (a re-issued invite). */
  replaceRecord: (record: Stored) => void;
}

/**
 * A declared record form: reads the record of `id` (an id no record can have is not found),
 * creates or updates it, deletes it after confirmation, and goes back to the list.
 */
export function useResourceForm<Values extends FormikValues, Stored, Saved>(
  resource: FormResource<Values, Stored, Saved>,
  { id, schema, start, loadNew, onRead, onSaved }: ResourceFormOptions<Values, Stored, Saved>,
): ResourceFormState<Values, Stored> {
  const back = useBackToList(resource.list);
  const [record, setRecord] = useState<Stored | null>(null);
  const { read, toValues, update, remove } = resource;
  const readRecord = async (recordId: number) => {
    if (!read || !toValues) return resource.empty;
    const stored = await read(recordId);
    setRecord(stored);
    onRead?.(stored);
    return toValues(stored);
  };
  const load = formLoad(id, readRecord).load ?? loadNew;
  const form = useEntityForm<Values, Saved>({
    initialValues: { ...resource.empty, ...start },
    validationSchema: schema ?? resource.schema,
    ...(load ? { load } : {}),
    editing: id !== null,
    save: (values) =>
      typeof id === 'number' && update ? update(id, values) : resource.create(values),
    onSaved: onSaved ?? back,
    ...(resource.fieldOfPath ? { fieldOfPath: resource.fieldOfPath } : {}),
    ...(resource.savedMessage ? { savedMessage: resource.savedMessage } : {}),
  });
  const deletion = useDeleteRecord({
    remove: () => (typeof id === 'number' && remove ? remove(id) : Promise.resolve()),
    deletedText: resource.deletion?.deleted ?? '',
    ...(resource.deletion?.failed ? { failedText: resource.deletion.failed } : {}),
    onDeleted: () => {
      form.leaveGuard.allowLeaving();
      back();
    },
  });
  const editing = id !== null;
  const viewer = useViewerRole();
  const locked = record && resource.lockedFor ? resource.lockedFor(record, viewer) : null;
  return {
    form,
    deletion,
    back,
    editing,
    record,
    canDelete: editing && !form.loading && form.loadError === null && locked === null,
    locked,
    replaceRecord: setRecord,
  };
}
