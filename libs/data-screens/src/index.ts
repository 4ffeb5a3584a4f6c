/**
 * The console's one list pattern and one form pattern. Import it only from route-lazy screens:
 * it brings MUI X Data Grid and Formik, which the sign-in pages must not load.
 *
 * A list screen declares its call, sort fields, filters and columns; page, size, sort, search
 * and filters live in the URL (Back and a shared link restore the view):
 *
 * ```tsx
 * function UnitListScreen() {
 *   const navigate = useNavigate();
 *   const list = useServerList({
 *     fetchPage: (query, signal) => postList<UnitRow>(API_PATHS.healthUnitList, query, signal),
 *     sortFields: ['hcode', 'name', 'updatedAt'],
 *     defaultSort: { field: 'name', direction: 'asc' },
 *     filters: [
 *       { type: 'select', key: 'kind', label: 'ประเภท', options: KIND_OPTIONS },
 *       { type: 'boolean', key: 'active', label: 'สถานะ', trueLabel: 'ใช้งาน', falseLabel: 'ปิดใช้งาน' },
 *     ],
 *   });
 *   const columns: GridColDef<UnitRow>[] = [
 *     { field: 'hcode', headerName: 'รหัสหน่วยบริการ', width: 140 },
 *     { field: 'name', headerName: 'ชื่อหน่วยบริการ', flex: 1 },
 *     dateTimeColumn('updatedAt', 'แก้ไขล่าสุด'),
 *   ];
 *   return (
 *     <ListScreen
 *       title="หน่วยบริการ"
 *       list={list}
 *       columns={columns}
 *       searchPlaceholder="ชื่อหรือรหัสหน่วยบริการ"
 *       onRowClick={(unit) => navigate(`${ROUTES.unitForm}?id=${unit.id}`)}
 *       primaryAction={{ label: 'เพิ่มหน่วยบริการ', onClick: () => navigate(ROUTES.unitForm) }}
 *       export={{ path: API_PATHS.healthUnitExport }}
 *     />
 *   );
 * }
 * ```
 *
 * Filters come in five kinds: `select`, `boolean`, `autocomplete` (a fixed list or a server
 * search), `text` (anything typed, with suggestions) and `dateRange` (two Buddhist-era date
 * pickers, sent and kept in the URL as 'YYYY-MM-DD'; the pickers load only with a list that has
 * one). A list too long to count pages by keyset and may answer `totalIsLowerBound`:
 *
 * ```tsx
 * const list = useServerList<ActivityLogRecord, ActivityLogSortField, ActivityLogCursor>({
 *   fetchPage: (query, signal) => listLogs(query as ActivityLogListQuery, signal),
 *   keyset: { cursorOf: (entry) => ({ createdAt: entry.createdAt, id: entry.id }) },
 *   sortFields: ['createdAt'],
 *   defaultSort: { field: 'createdAt', direction: 'desc' },
 *   filters: [{ type: 'dateRange', key: 'from', label: 'ตั้งแต่วันที่', toKey: 'to', toLabel: 'ถึงวันที่' }],
 * });
 * ```
 *
 * A form screen declares its values, Yup rules (shared with the API through `ruleFromSchema`),
 * how it reads and saves; the API's 400/409 issues land on the fields, and leaving unsaved
 * changes asks first (the screen must be under the console's data router):
 *
 * ```tsx
 * function UnitFormScreen({ id }: { id?: number }) {   // rendered with key={id}
 *   const navigate = useNavigate();
 *   const form = useEntityForm({
 *     initialValues: { hcode: '', name: '', kind: null, active: true },
 *     validationSchema: yup.object({
 *       hcode: ruleFromSchema(UnitBody.properties.hcode, UNIT_MESSAGES.hcodeInvalid),
 *       name: textRule(NAME_MAX_LENGTH, UNIT_MESSAGES.nameRequired),
 *       kind: choiceRule(UNIT_KINDS, UNIT_MESSAGES.kindRequired),
 *     }),
 *     load: id ? () => getUnit(id).then(toValues) : undefined,
 *     save: (values) => (id ? updateUnit(id, toBody(values)) : createUnit(toBody(values))),
 *     onSaved: () => navigate(ROUTES.unit),
 *   });
 *   return (
 *     <PageScaffold title={id ? 'แก้ไขหน่วยบริการ' : 'เพิ่มหน่วยบริการ'}>
 *       <EntityForm form={form}>
 *         <FormTextField name="hcode" label="รหัสหน่วยบริการ" required maxLength={5} />
 *         <FormTextField name="name" label="ชื่อหน่วยบริการ" required />
 *         <FormSelectField name="kind" label="ประเภท" options={KIND_OPTIONS} required />
 *         <FormSwitchField name="active" label="เปิดใช้งาน" />
 *         <FormActions onCancel={() => navigate(ROUTES.unit)} />
 *       </EntityForm>
 *     </PageScaffold>
 *   );
 * }
 * ```
 */

// Lists
export {
  useServerList,
  type KeysetPageQuery,
  type KeysetPaging,
  type ServerList,
  type ServerListAnswer,
  type ServerListOptions,
  type ServerListQuery,
} from './list/useServerList';
export { ListScreen, type ListAction, type ListScreenProps } from './list/ListScreen';
export { type ServerGridProps } from './list/ServerGrid';
export { LazyServerGrid } from './list/LazyServerGrid';
export {
  actionsColumn,
  dateTimeColumn,
  statusColumn,
  type RowAction,
  type StatusColor,
} from './list/columns';
export type {
  AutocompleteFilter,
  BooleanFilter,
  DateRangeFilter,
  FilterChanges,
  FilterValue,
  FilterValues,
  ListFilter,
  SelectFilter,
  TextFilter,
} from './list/list-filters';
export { PAGE_SIZE_OPTIONS, type ListViewState } from './list/list-url-state';
/** The Thai texts of MUI X Data Grid, for a grid of rows already in the browser. */
export { STAFF_GRID_PROPS, THAI_GRID_TEXT } from './list/thai-grid-locale';

// Days in the Buddhist era (MUI X date pickers: import them only where a screen shows one)
export { BuddhistEraAdapter } from './dates/buddhist-adapter';
export {
  BuddhistDatePicker,
  BuddhistDateProvider,
  type BuddhistDatePickerProps,
} from './dates/BuddhistDatePicker';
export {
  DateRangePickers,
  type DateRangePickersProps,
  type DayRange,
} from './dates/DateRangePickers';
/** The same pickers loaded on first show (render inside `Suspense`): a screen's first load stays without them. */
export { LazyDateRangePickers } from './dates/lazy-date-range-pickers';

// Exports of a list
export {
  EXPORT_FORMATS,
  ExportDownloadContext,
  type DownloadExportFn,
  type ExportBody,
  type ExportFormat,
} from './export/export-formats';
/** The export menu and its progress, for an export beside a list's own (a record's file). */
export { ExportMenu, type ExportMenuProps } from './export/ExportMenu';
export { ExportProgressBar, type ExportProgressBarProps } from './export/ExportProgressBar';
export { useListExport, type ListExport } from './export/useListExport';

// Forms
export { useEntityForm, type EntityFormOptions, type EntityFormState } from './form/useEntityForm';
export {
  EntityForm,
  LEAVE_CANCEL,
  LEAVE_CONFIRM,
  LEAVE_TITLE,
  type EntityFormProps,
} from './form/EntityForm';
/** Asking before leaving a screen whose work is not saved yet (a form's own is in `useEntityForm`). */
export { useLeaveGuard, type LeaveGuard } from './form/useLeaveGuard';
export { FormTextField, type FormTextFieldProps } from './form/fields/FormTextField';
export { FormSelectField, type FormSelectFieldProps } from './form/fields/FormSelectField';
export { FormSwitchField, type FormSwitchFieldProps } from './form/fields/FormSwitchField';
export {
  FormAutocompleteField,
  type FormAutocompleteFieldProps,
} from './form/fields/FormAutocompleteField';
export {
  BACK_TEXT,
  FormActions,
  NO_CHANGES_TEXT,
  type FormActionsProps,
} from './form/fields/FormActions';
/** For a field of the screen's own (an uploader): its value and error, bound like the fields above. */
export { useFormField } from './form/useFormField';
export {
  choiceRule,
  idRule,
  optionalTextRule,
  patternRule,
  ruleFromSchema,
  textRule,
} from './form/yup-rules';
export {
  DELETE_FAILED_TEXT,
  useDeleteRecord,
  type DeleteRecord,
  type DeleteRecordOptions,
} from './form/useDeleteRecord';

// Choices
export type { Option, OptionSource } from './shared/options';

// Failed calls
export { apiErrorText, LOAD_FAILED_TEXT, RETRY_TEXT } from './shared/api-error-text';
