import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS, ROUTES } from '@hbc/contracts';
import { withStoryRouter } from '@hbc/data-screens/testing';
import { LIST_ROUTES, never } from './health-center-fixtures';
import { ProvinceListScreen } from './ProvinceListScreen';
import { withFakeApi } from '../../testing/story-decorators';

const listRoutes = () => LIST_ROUTES;

const meta: Meta<typeof ProvinceListScreen> = {
  title: 'console/health-center/ProvinceListScreen',
  component: ProvinceListScreen,
  parameters: { route: { path: ROUTES.province } },
};
export default meta;
type Story = StoryObj<typeof ProvinceListScreen>;

/** Every province, 20 a page, by code. */
export const Provinces: Story = { decorators: [withStoryRouter, withFakeApi(listRoutes)] };

/** Opened from region 7 of the region list. */
export const OfRegion: Story = {
  ...Provinces,
  parameters: { route: { entry: `${ROUTES.province}?region=7` } },
};

/** A shared link: region 7's provinces by unit count, most first, searched in Thai. */
export const SharedLink: Story = {
  ...Provinces,
  parameters: {
    route: { entry: `${ROUTES.province}?region=7&q=ร&sort=unitCount&order=desc` },
  },
};

/** A region without provinces in the list. */
export const Empty: Story = {
  ...Provinces,
  parameters: { route: { entry: `${ROUTES.province}?region=5&q=ไม่มี` } },
};

/** The answer has not come yet. */
export const Loading: Story = {
  decorators: [
    withStoryRouter,
    withFakeApi(() => ({ [`POST ${API_PATHS.healthProvinceList}`]: never })),
  ],
};
