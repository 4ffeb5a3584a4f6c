import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ROUTES } from '@hbc/contracts';
import { withStoryRouter } from '@hbc/data-screens/testing';
import { withFakeApi } from '../testing/story-decorators';
import { DEMO_UNITS, demoRoutes } from './resource-fixtures';
import { ResourceListScreen } from './ResourceListScreen';
import { useResourceList } from './useResourceList';

/** The declared unit list, saying which unit was flagged; `nothingYet` shows its empty state. */
function DemoUnitList({ nothingYet = false }: { nothingYet?: boolean }) {
  const list = useResourceList(DEMO_UNITS);
  const [flagged, setFlagged] = useState<string | null>(null);
  return (
    <ResourceListScreen
      resource={DEMO_UNITS}
      rowActions={{ flag: (unit) => setFlagged(unit.name) }}
      list={list}
      addQuery="?province=40"
      empty={nothingYet && <p>ยังไม่มีหน่วยบริการ</p>}
    >
      {flagged && <output>ปักธง {flagged}</output>}
    </ResourceListScreen>
  );
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
