import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS, ROUTES } from '@hbc/contracts';
import { withStoryRouter } from '@hbc/data-screens/testing';
import { LIST_ROUTES, never, READ_ROUTES } from './health-center-fixtures';
import { UnitListScreen } from './UnitListScreen';
import { withFakeApi } from '../../testing/story-decorators';

const areaRoutes = () => ({ ...LIST_ROUTES, ...READ_ROUTES });

const meta: Meta<typeof UnitListScreen> = {
  title: 'console/health-center/UnitListScreen',
  component: UnitListScreen,
  parameters: { route: { path: ROUTES.unit } },
};
export default meta;
type Story = StoryObj<typeof UnitListScreen>;

/** Every unit, by hcode. */
export const Units: Story = { decorators: [withStoryRouter, withFakeApi(areaRoutes)] };

/** Opened from Khon Kaen in the province list. */
export const OfProvince: Story = {
  ...Units,
  parameters: { route: { entry: `${ROUTES.unit}?province=40` } },
};

/** A shared link: Khon Kaen's active community hospitals named like 'หนอง', by name. */
export const SharedLink: Story = {
  ...Units,
  parameters: {
    route: {
      entry: `${ROUTES.unit}?province=40&kind=COMMUNITY_HOSPITAL&active=true&q=หนอง&sort=name&order=asc`,
    },
  },
};

/** A search that matches no unit. */
export const NoMatch: Story = {
  ...Units,
  parameters: { route: { entry: `${ROUTES.unit}?q=99999` } },
};

/** The answer has not come yet. */
export const Loading: Story = {
  decorators: [
    withStoryRouter,
    withFakeApi(() => ({ [`POST ${API_PATHS.healthUnitList}`]: never })),
  ],
};
