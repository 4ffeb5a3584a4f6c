import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Add from '@mui/icons-material/Add';
import type { GridColDef, GridRowIdGetter, GridValidRowModel } from '@mui/x-data-grid';
import { PageScaffold, type Crumb } from '@hbc/ui';
import { EXPORT_FORMATS, type ExportFormat } from '../export/export-formats';
import { ExportMenu } from '../export/ExportMenu';
import { ExportProgressBar } from '../export/ExportProgressBar';
import { useListExport } from '../export/useListExport';
import { LazyListFilterBar } from './LazyListFilterBar';
import { ListSearchBox } from './ListSearchBox';
import { LazyServerGrid } from './LazyServerGrid';
import type { ServerList } from './useServerList';

/** A button of the screen's header. */
export interface ListAction {
  label: string;
  icon?: ReactNode;
  onClick: () => void;
}

export interface ListScreenProps<Row extends GridValidRowModel, SortField extends string> {
  /** Thai title of the screen; also the grid's accessible name. */
  title: string;
  breadcrumbs?: readonly Crumb[];
  /** The state from `useServerList`. */
  list: ServerList<Row, SortField>;
  columns: readonly GridColDef<Row>[];
  /** When rows carry no `id`. */
  getRowId?: GridRowIdGetter<Row>;
  /** Says what the search box searches, such as 'ชื่อหรือรหัสหน่วยบริการ'. */
  searchPlaceholder?: string;
  /** Opens a row (click, or Enter on a focused row). */
  onRowClick?: (row: Row) => void;
  /** The screen's main button, such as 'เพิ่มหน่วยบริการ'. */
  primaryAction?: { label: string; onClick: () => void };
  /** Other ways in, shown before the main button, such as 'นำเข้าจากไฟล์'. */
  secondaryActions?: readonly ListAction[];
  /** The area's export call (`POST`), for lists staff export; the formats default to XLSX and CSV. */
  export?: { path: string; formats?: readonly ExportFormat[] };
  /** Shown between the search and filters and the grid, such as the totals of a report's rows. */
  children?: ReactNode;
}

/**
 * A list screen: title with its main button and export menu, the search box and filters, and
 * the server-paged grid. Screens declare columns, filters and the call; the rest is here.
 */
export function ListScreen<Row extends GridValidRowModel, SortField extends string>({
  title,
  breadcrumbs,
  list,
  columns,
  getRowId,
  searchPlaceholder,
  onRowClick,
  primaryAction,
  secondaryActions = [],
  export: exportOptions,
  children,
}: ListScreenProps<Row, SortField>) {
  const listExport = useListExport(exportOptions?.path, list.query);
  const actions =
    primaryAction || exportOptions || secondaryActions.length > 0 ? (
      <>
        {exportOptions && (
          <ExportMenu
            formats={exportOptions.formats ?? EXPORT_FORMATS}
            busy={listExport.running !== null}
            onExport={listExport.start}
          />
        )}
        {secondaryActions.map((action) => (
          <Button
            key={action.label}
            variant="outlined"
            startIcon={action.icon}
            onClick={action.onClick}
          >
            {action.label}
          </Button>
        ))}
        {primaryAction && (
          <Button variant="contained" startIcon={<Add />} onClick={primaryAction.onClick}>
            {primaryAction.label}
          </Button>
        )}
      </>
    ) : undefined;

  return (
    <PageScaffold title={title} {...(breadcrumbs ? { breadcrumbs } : {})} actions={actions}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} useFlexGap flexWrap="wrap">
          <ListSearchBox
            value={list.view.search}
            onSearch={list.setSearch}
            placeholder={searchPlaceholder}
          />
          <LazyListFilterBar
            filters={list.filters}
            values={list.view.filters}
            onChange={list.setFilters}
          />
        </Stack>
        {listExport.running && (
          <ExportProgressBar
            format={listExport.running.format}
            progress={listExport.running.progress}
            onCancel={listExport.cancel}
          />
        )}
        {children}
        <LazyServerGrid
          list={list}
          columns={columns}
          label={title}
          {...(getRowId ? { getRowId } : {})}
          {...(onRowClick ? { onRowClick } : {})}
        />
      </Stack>
    </PageScaffold>
  );
}
