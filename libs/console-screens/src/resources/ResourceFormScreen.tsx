import type { ReactNode } from 'react';
import type { FormikValues } from 'formik';
import type { FormResource } from './define-resource';
import { titleOf, useScreenTrail } from './screen-trail';
import { ResourceFormView } from './ResourceFormView';
import { useRecordQuery, type RecordId } from './useRecordQuery';
import { useResourceForm } from './useResourceForm';

export interface ResourceFormScreenProps<Values extends FormikValues, Stored, Saved> {
  resource: FormResource<Values, Stored, Saved>;
  /** The bound fields; `editing` when the form edits a stored record. */
  fields: (editing: boolean) => ReactNode;
  /** The widest the form grows. */
  maxWidth?: number;
}

/**
 * A declared record form at its address: a new record (starting with what the address gives),
 * or the record of `?id=`; another id is another form.
 */
export function ResourceFormScreen<Values extends FormikValues, Stored, Saved>(
  props: ResourceFormScreenProps<Values, Stored, Saved>,
) {
  const { id, start } = useRecordQuery(props.resource.startFrom);
  return <ResourceForm key={String(id)} id={id} start={start as Partial<Values>} {...props} />;
}

function ResourceForm<Values extends FormikValues, Stored, Saved>({
  resource,
  fields,
  maxWidth,
  id,
  start,
}: ResourceFormScreenProps<Values, Stored, Saved> & { id: RecordId; start: Partial<Values> }) {
  const { form, deletion, back, editing, record, canDelete, locked } = useResourceForm(resource, {
    id,
    start,
  });
  const title = titleOf(resource.path);
  const { values, initialValues } = form.formik;
  const crumbs = resource.crumbs;
  const crumb =
    crumbs && (editing ? (locked !== null && crumbs.view) || crumbs.edit : crumbs.create);
  const breadcrumbs = useScreenTrail(resource.path, crumb, resource.trail?.(values, record));
  return (
    <ResourceFormView
      title={title}
      breadcrumbs={breadcrumbs}
      form={form}
      onCancel={back}
      locked={locked}
      {...(maxWidth === undefined ? {} : { maxWidth })}
      {...(resource.deletion
        ? {
            deletion: {
              state: deletion,
              wording: resource.deletion,
              name: resource.nameOf?.(initialValues, record) ?? '',
              shown: canDelete,
              placement: 'header' as const,
            },
          }
        : {})}
    >
      {fields(editing)}
    </ResourceFormView>
  );
}
