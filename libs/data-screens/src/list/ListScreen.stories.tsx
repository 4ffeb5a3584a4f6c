import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ROUTES } from '@hbc/contracts';
import { DemoUnitListScreen } from '../testing/DemoUnitListScreen';
import { createFakeUnitApi } from '../testing/fake-units';
import { createMemoryExport } from '../testing/memory-export';
import { withStoryRouter } from '../testing/StoryRouter';

/** Where the demo list lives; any list route would do. */
export const LIST_PATH = ROUTES.unit;

const meta: Meta<typeof DemoUnitListScreen> = {
  title: 'data-screens/ListScreen',
  component: DemoUnitListScreen,
  decorators: [withStoryRouter],
  parameters: { route: { path: LIST_PATH } },
  args: {
    fetchPage: createFakeUnitApi({ delayMs: 300 }),
    onRowClick: fn(),
    onAdd: fn(),
    onEdit: fn(),
    onDelete: fn(),
    exportPath: '/api/health-center/unit/export',
    download: createMemoryExport(),
  },
};
export default meta;
type Story = StoryObj<typeof DemoUnitListScreen>;

/** 57 fake units, 20 a page, sorted by name; search, filters, export and row click. */
export const Units: Story = {};

export const Loading: Story = { args: { fetchPage: createFakeUnitApi({ delayMs: Infinity }) } };

export const Empty: Story = { args: { fetchPage: createFakeUnitApi({ units: [] }) } };

/** A shared link: page 2 of 10 active units by code, descending. */
export const SharedLink: Story = {
  parameters: {
    route: { entry: `${LIST_PATH}?page=2&pageSize=10&sort=hcode&order=desc&active=true` },
  },
};

/** A link holding junk: the list opens on its defaults. */
export const JunkLink: Story = {
  parameters: {
    route: { entry: `${LIST_PATH}?page=-3&pageSize=1000&sort=password&order=up&kind=CASTLE` },
  },
};

/** A search that matches nothing. */
export const NoMatch: Story = {
  parameters: { route: { entry: `${LIST_PATH}?q=ไม่มีหน่วยนี้` } },
};

export const LoadFails: Story = {
  args: { fetchPage: createFakeUnitApi({ failWith: { status: 500 } }) },
};

/** The API's own Thai reason is shown. */
export const Refused: Story = {
  args: {
    fetchPage: createFakeUnitApi({ failWith: { status: 403, message: 'ไม่มีสิทธิ์เข้าถึงข้อมูลนี้' } }),
  },
};

/** A list without export or add button, rows not clickable. */
export const ReadOnly: Story = {
  args: { exportPath: undefined, onAdd: undefined, onRowClick: undefined, onEdit: undefined },
};

/** Pages by keyset: Next asks for the units after the last one shown. */
export const Keyset: Story = { args: { keyset: true } };

/** A link to page 3, opened after page 2 in the same tab: Back leads to page 2. */
export const KeysetDeepLink: Story = {
  args: { keyset: true },
  parameters: { route: { history: [`${LIST_PATH}?page=2`], entry: `${LIST_PATH}?page=3` } },
};

/** The API counts no further than 30 of the 57 units: 'มากกว่า 30', and Next while pages are full. */
export const CountStopped: Story = {
  args: { keyset: true, fetchPage: createFakeUnitApi({ countLimit: 30 }) },
};

/** An export that stays on its first step, to look at the progress bar. */
export const Exporting: Story = {
  args: { download: createMemoryExport({ stepMs: Infinity, totalRows: 12_345 }) },
};
