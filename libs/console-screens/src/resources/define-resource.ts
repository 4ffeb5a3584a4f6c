import type { ReactNode } from 'react';
import type { GridColDef, GridRowIdGetter, GridValidRowModel } from '@mui/x-data-grid';
import type { FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import type { Area, Role, RoutePath } from '@hbc/contracts';
import type { ServerListOptions } from '@hbc/data-screens';
import type { TrailQueries } from './screen-trail';

/** How deleting a record is asked and said. */
export interface DeleteWording {
  /** The delete button. */
  button?: string;
  /** The confirmation's title, question (naming the record) and button. */
  title: string;
  message: (name: string) => string;
  confirm: string;
  /** The toast once the record is gone, and when the API refuses without a reason. */
  deleted: string;
  failed?: string;
}

/** What a list's row actions do: open the row's form, and the actions its screen names. */
export type RowActions<Row, Action extends string> = Record<
  Action | 'openForm',
  (row: Row) => void
>;

/** What a list says while its area has nothing yet, and to whom: its picture and title. */
export interface NothingYetWording {
  icon: ReactNode;
  title: string;
  /** Said to those who may add the first record (under it, the add button). */
  manage: string;
  /** Said to those who only read: who adds them. */
  read: string;
}

/**
 * An area's list: its address (the route table gives its title), the list call (by keyset
 * pages with `keyset`), columns, filters, default sort, search, the add button and the export.
 * `open` is where a row leads: its record's form, or another address.
 */
export interface ListResource<
  Row extends GridValidRowModel,
  SortField extends string,
  Action extends string = never,
  Cursor = never,
> extends ServerListOptions<Row, SortField, Cursor> {
  path: RoutePath;
  /** A row's id, when rows carry no `id`. */
  getRowId?: GridRowIdGetter<Row>;
  /** The record's form, which the add button and `open: 'form'` lead to. */
  form?: RoutePath;
  /**
   * The form goes back to the very view of the list it was opened from (its page, search and
   * filters), not to the list's plain address.
   */
  formReturnsToView?: boolean;
  /**
   * The columns; a column of row actions is given what they do (the way to the row's form, and
   * the actions the screen names: `reveal`, `remove`) and who is looking, when the actions a row
   * offers depend on the viewer's role.
   */
  columns:
    | readonly GridColDef<Row>[]
    | ((actions: RowActions<Row, Action>, viewer: Role | null) => GridColDef<Row>[]);
  /** What the search box searches, such as 'ชื่อหรือรหัสหน่วยบริการ'. */
  search: string;
  /** The add button's label; it opens the form for a new record. */
  add?: string;
  /** The export call (`POST`) of a list staff export. */
  export?: string;
  /** Where a row leads. */
  open?: 'form' | ((row: Row) => string);
  /**
   * The area whose managers alone see the add button and the row actions, and are led to a
   * row's form by `open: 'form'`; those who only read the area see the rows.
   */
  manages?: Area;
  /** Shown instead of the list while the area has nothing yet (not a search that found none). */
  nothingYet?: NothingYetWording;
}

/**
 * An area's record form: its address (the route table gives its title), the list it returns
 * to, the values of a new record and their rules, how the record is read into values and values
 * are sent, the delete call and its wording.
 */
export interface FormResource<Values extends FormikValues, Stored, Saved = unknown> {
  path: RoutePath;
  list: RoutePath;
  /** The values of a new record. */
  empty: Values;
  schema: AnyObjectSchema;
  /** The last breadcrumb, whether the form adds or edits; the screen's title otherwise. */
  crumbs?: {
    create: string;
    edit: string;
    /** The last breadcrumb of a record the viewer may only read (`lockedFor`). */
    view?: string;
  };
  /**
   * Fields a new record starts with from the address, such as `{ healthRegionId: 'region' }`:
   * a new province from `?region=7` is in region 7.
   */
  startFrom?: Partial<Record<keyof Values & string, string>>;
  read?: (id: number) => Promise<Stored>;
  toValues?: (record: Stored) => Values;
  create: (values: Values) => Promise<Saved>;
  update?: (id: number, values: Values) => Promise<Saved>;
  remove?: (id: number) => Promise<void>;
  /** How the delete confirmation names the record, from the values it was read with. */
  nameOf?: (values: Values, record: Stored | null) => string;
  deletion?: DeleteWording;
  /** The form field of an API issue path, when the body's names differ from the form's. */
  fieldOfPath?: (pointer: string) => string | undefined;
  /** The toast after a save; the forms' own by default. */
  savedMessage?: string;
  /** The queries the screens above the form are opened with, from what the form holds. */
  trail?: (values: Values, record: Stored | null) => TrailQueries;
  /**
   * Why `viewer` may read `record` but not change it (a shared record another role keeps), or
   * null: the form then shows the reason, its fields disabled, and neither Save nor Delete.
   */
  lockedFor?: (record: Stored, viewer: Role | null) => string | null;
}

/** An area's list, typed once: the declaration is checked against its row and sort fields. */
export function defineList<
  Row extends GridValidRowModel,
  SortField extends string,
  Action extends string = never,
  Cursor = never,
>(
  resource: ListResource<Row, SortField, Action, Cursor>,
): ListResource<Row, SortField, Action, Cursor> {
  return resource;
}

/** An area's record form, typed once against its values and its stored record. */
export function defineForm<Values extends FormikValues, Stored, Saved = unknown>(
  resource: FormResource<Values, Stored, Saved>,
): FormResource<Values, Stored, Saved> {
  return resource;
}
