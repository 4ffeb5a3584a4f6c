import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { GridColDef } from '@mui/x-data-grid';
import { ROUTES, type UnitRow } from '@hbc/contracts';
import { withStoryRouter } from '@hbc/data-screens/testing';
import { withFakeApi } from '../testing/story-decorators';
import {
  DEMO_UNITS,
  DEMO_UNITS_BY_HCODE,
  DEMO_UNITS_BY_KEYSET,
  demoRoutes,
} from './resource-fixtures';
import { ResourceListScreen } from './ResourceListScreen';
import { useResourceList } from './useResourceList';

/** The screen's own columns: the unit (by hcode, the list's sort) and its province. */
const CHOSEN_COLUMNS: GridColDef<UnitRow>[] = [
  { field: 'hcode', headerName: 'รหัสหน่วยบริการ', width: 150 },
  { field: 'name', headerName: 'ชื่อหน่วยบริการ', flex: 1 },
  { field: 'provinceName', headerName: 'จังหวัด', width: 160 },
];

interface DemoUnitListProps {
  /** The screen's words instead of the grid. */
  nothingYet?: boolean;
  /** The declaration keyed by hcode instead of id. */
  byHcode?: boolean;
  /** The screen's own columns instead of the declaration's. */
  chosenColumns?: boolean;
  /** A row click says which unit was chosen instead of opening its form. */
  choosing?: boolean;
  /** How many units there are, between the filters and the grid. */
  counted?: boolean;
}

/** The declared unit list, saying which unit was flagged; the props switch its options on. */
function DemoUnitList({
  nothingYet = false,
  byHcode = false,
  chosenColumns = false,
  choosing = false,
  counted = false,
}: DemoUnitListProps) {
  const resource = byHcode ? DEMO_UNITS_BY_HCODE : DEMO_UNITS;
  const list = useResourceList(resource);
  const [flagged, setFlagged] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <ResourceListScreen
      resource={resource}
      rowActions={{ flag: (unit) => setFlagged(unit.name) }}
      list={list}
      addQuery="?province=40"
      empty={nothingYet && <p>ยังไม่มีหน่วยบริการ</p>}
      {...(chosenColumns ? { columns: CHOSEN_COLUMNS } : {})}
      {...(choosing ? { onRowClick: (unit: UnitRow) => setChosen(unit.name) } : {})}
      {...(counted ? { aboveGrid: <p>หน่วยบริการทั้งหมด {list.total} แห่ง</p> } : {})}
    >
      {flagged && <output>ปักธง {flagged}</output>}
      {chosen && <output>เลือก {chosen}</output>}
    </ResourceListScreen>
  );
}

/** The declared unit list by keyset pages. */
function DemoKeysetUnitList() {
  const list = useResourceList(DEMO_UNITS_BY_KEYSET);
  return <ResourceListScreen resource={DEMO_UNITS_BY_KEYSET} list={list} />;
}

const meta: Meta<typeof DemoUnitList> = {
  title: 'console/resources/ResourceListScreen',
  component: DemoUnitList,
  parameters: { route: { path: ROUTES.unit } },
  decorators: [withStoryRouter, withFakeApi(demoRoutes)],
};
export default meta;
type Story = StoryObj<typeof DemoUnitList>;

/** The units, by hcode: a row opens its form, the add button a new one in province 40. */
export const Declared: Story = {};

/** Nothing to list yet: the screen's own words instead of the grid. */
export const NothingYet: Story = { args: { nothingYet: true } };

/** Rows keyed by hcode (`getRowId`): a row's form opens at its hcode. */
export const KeyedByHcode: Story = { args: { byHcode: true } };

/** The screen's own columns (`columns`): the unit and its province, no row actions. */
export const ChosenColumns: Story = { args: { chosenColumns: true } };

/** A row click the screen handles (`onRowClick`): it says which unit was chosen. */
export const RowChosenHere: Story = { args: { choosing: true } };

/** The count of units above the grid (`aboveGrid`). */
export const CountAboveGrid: Story = { args: { counted: true } };

/** By keyset pages (`keyset`), ten units a page. */
export const ByKeyset: Story = {
  render: () => <DemoKeysetUnitList />,
  parameters: { route: { path: ROUTES.unit, entry: `${ROUTES.unit}?pageSize=10` } },
};
