import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import type { FormikValues } from 'formik';
import {
  EntityForm,
  FormActions,
  type DeleteRecord,
  type EntityFormState,
} from '@hbc/data-screens';
import { PageScaffold, type Crumb } from '@hbc/ui';
import { documentTitle } from '../routing/app-title';
import type { DeleteWording } from './define-resource';
import { RecordDeleteDialog } from './RecordDeleteDialog';

/** Deleting the record shown: where its button stands, and how the question names it. */
export interface FormDeletion {
  state: DeleteRecord;
  wording: DeleteWording;
  name: string;
  /** The record was read and can be deleted. */
  shown: boolean;
  /**
   * In the page header (waiting for a save under way), or beside the save and cancel buttons
   * at the foot of the form.
   */
  placement: 'header' | 'foot';
}

export interface ResourceFormViewProps<Values extends FormikValues> {
  /** The page's heading and the browser tab's title. */
  title: string;
  breadcrumbs: readonly Crumb[];
  form: EntityFormState<Values>;
  onCancel: () => void;
  deletion?: FormDeletion;
  /** The widest the form grows, to keep its fields readable on a wide screen. */
  maxWidth?: number;
  /** The bound fields, and notes between them and the buttons. */
  children: ReactNode;
  /** Dialogs the form opens. */
  dialogs?: ReactNode;
  /** Why the viewer may only read the record: said above the disabled fields. */
  locked?: string | null;
}

function DeleteButton({ deletion, disabled }: { deletion: FormDeletion; disabled?: boolean }) {
  return (
    <Button
      color="error"
      variant="outlined"
      startIcon={<DeleteOutline />}
      onClick={deletion.state.ask}
      {...(disabled === undefined ? {} : { disabled })}
    >
      {deletion.wording.button}
    </Button>
  );
}

/**
 * A record's form screen: title and breadcrumbs, the fields with save and cancel, the delete
 * button and its question.
 */
export function ResourceFormView<Values extends FormikValues>({
  title,
  breadcrumbs,
  form,
  onCancel,
  deletion,
  maxWidth,
  children,
  dialogs,
  locked = null,
}: ResourceFormViewProps<Values>) {
  const inHeader = deletion?.shown && deletion.placement === 'header';
  const atFoot = deletion?.placement === 'foot';
  const body = (
    <EntityForm form={form} readOnly={locked !== null}>
      {locked !== null && <Alert severity="info">{locked}</Alert>}
      {children}
      {atFoot ? (
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={1.5}
          alignItems={{ xs: 'stretch', sm: 'center' }}
        >
          {deletion.shown && <DeleteButton deletion={deletion} />}
          <Box sx={{ flexGrow: 1 }}>
            <FormActions onCancel={onCancel} />
          </Box>
        </Stack>
      ) : (
        <FormActions onCancel={onCancel} />
      )}
    </EntityForm>
  );
  return (
    <>
      <title>{documentTitle(title)}</title>
      <PageScaffold
        title={title}
        breadcrumbs={breadcrumbs}
        actions={inHeader ? <DeleteButton deletion={deletion} disabled={form.saving} /> : undefined}
      >
        {maxWidth === undefined ? body : <Box sx={{ maxWidth }}>{body}</Box>}
      </PageScaffold>
      {dialogs}
      {deletion && (
        <RecordDeleteDialog
          deletion={deletion.state}
          wording={deletion.wording}
          name={deletion.name}
        />
      )}
    </>
  );
}
