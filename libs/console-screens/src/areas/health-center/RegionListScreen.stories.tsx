import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS, ROUTES } from '@hbc/contracts';
import { withStoryRouter } from '@hbc/data-screens/testing';
import { fakeCitizenImportApi } from '../citizens/citizen-import-fixtures';
import { LIST_ROUTES, never } from './health-center-fixtures';
import { RegionListScreen } from './RegionListScreen';
import { withFakeApi } from '../../testing/story-decorators';

const listRoutes = () => LIST_ROUTES;

const meta: Meta<typeof RegionListScreen> = {
  title: 'console/health-center/RegionListScreen',
  component: RegionListScreen,
  parameters: { route: { path: ROUTES.healthCenter } },
};
export default meta;
type Story = StoryObj<typeof RegionListScreen>;

/** The 13 health regions in number order, with their counts. */
export const Regions: Story = { decorators: [withStoryRouter, withFakeApi(listRoutes)] };

const citizenImport = fakeCitizenImportApi();
const withCitizenImport = () => ({ ...LIST_ROUTES, ...citizenImport() });

/** The regions, and a citizen file imported from the header: 2,500 rows in three seconds. */
export const CitizenImport: Story = {
  decorators: [withStoryRouter, withFakeApi(withCitizenImport)],
};

/** A shared link: the regions named like 'เขตสุขภาพที่ 1', by Thai name from the last. */
export const SharedLink: Story = {
  ...Regions,
  parameters: { route: { entry: `${ROUTES.healthCenter}?q=เขตสุขภาพที่ 1&sort=name&order=desc` } },
};

/** A search that matches no region. */
export const NoMatch: Story = {
  ...Regions,
  parameters: { route: { entry: `${ROUTES.healthCenter}?q=ไม่มีเขตนี้` } },
};

/** The answer has not come yet. */
export const Loading: Story = {
  decorators: [
    withStoryRouter,
    withFakeApi(() => ({ [`POST ${API_PATHS.healthRegionList}`]: never })),
  ],
};

/** The network is down. */
export const LoadFails: Story = {
  decorators: [
    withStoryRouter,
    withFakeApi(() => ({ [`POST ${API_PATHS.healthRegionList}`]: { network: true } })),
  ],
};
