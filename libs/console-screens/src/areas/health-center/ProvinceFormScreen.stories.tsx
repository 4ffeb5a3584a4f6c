import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FakeRequest } from '@hbc/api-clients/testing';
import { API_PATHS, PROVINCE_MESSAGES, ROUTES, type NewProvinceBody } from '@hbc/contracts';
import { withStoryRouter } from '@hbc/data-screens/testing';
import { never, provinceRow, READ_ROUTES, refused } from './health-center-fixtures';
import { ProvinceFormScreen } from './ProvinceFormScreen';
import { withFakeApi } from '../../testing/story-decorators';
import { ok } from './unit-detail-fixtures';
import { openedFrom } from '../../resources/useBackToList';

/** The province list as the user left it, before opening the form. */
export const LIST_VIEW = `${ROUTES.province}?region=7&page=2`;

const KHON_KAEN = API_PATHS.healthProvinceById(40);

/** The API creates the province it is sent, answering it with no units yet. */
const created = (request: FakeRequest) => {
  const body = request.body as NewProvinceBody;
  return ok({
    ...body,
    healthRegionName: `เขตสุขภาพที่ ${body.healthRegionId}`,
    unitCount: 0,
    staffCount: 0,
    citizenCount: 0,
  });
};

const areaRoutes = () => ({
  ...READ_ROUTES,
  [`POST ${API_PATHS.healthProvince}`]: created,
  [`PUT ${KHON_KAEN}`]: (request: FakeRequest) =>
    ok({ ...provinceRow(40), ...(request.body as object) }),
  [`DELETE ${KHON_KAEN}`]: ok(null),
});

const meta: Meta<typeof ProvinceFormScreen> = {
  title: 'console/health-center/ProvinceFormScreen',
  component: ProvinceFormScreen,
  parameters: { route: { path: ROUTES.provinceForm } },
};
export default meta;
type Story = StoryObj<typeof ProvinceFormScreen>;

/** A new province, opened by its address. */
export const NewProvince: Story = { decorators: [withStoryRouter, withFakeApi(areaRoutes)] };

/** A new province from region 7's list: the region is chosen already. */
export const NewInRegion: Story = {
  ...NewProvince,
  parameters: {
    route: {
      history: [`${ROUTES.province}?region=7`],
      entry: {
        pathname: ROUTES.provinceForm,
        search: '?region=7',
        state: openedFrom(ROUTES.province).state,
      },
    },
  },
};

/** Khon Kaen, opened from page 2 of region 7's list. */
export const EditFromList: Story = {
  ...NewProvince,
  parameters: {
    route: {
      history: [LIST_VIEW],
      entry: {
        pathname: ROUTES.provinceForm,
        search: '?id=40',
        state: openedFrom(ROUTES.province).state,
      },
    },
  },
};

/** The code is taken: the API answers 409 at `/id`. */
export const CodeTaken: Story = {
  decorators: [
    withStoryRouter,
    withFakeApi(() => ({
      [`POST ${API_PATHS.healthProvince}`]: refused(409, [
        { path: '/id', message: PROVINCE_MESSAGES.codeTaken },
      ]),
    })),
  ],
};

/** Saving never ends, to look at the disabled button. */
export const SavingForever: Story = {
  decorators: [
    withStoryRouter,
    withFakeApi(() => ({ [`POST ${API_PATHS.healthProvince}`]: never })),
  ],
};

/** Khon Kaen still has units: the API refuses to delete it. */
export const DeleteRefused: Story = {
  decorators: [
    withStoryRouter,
    withFakeApi(() => ({
      ...READ_ROUTES,
      [`DELETE ${KHON_KAEN}`]: refused(409, [{ path: '', message: PROVINCE_MESSAGES.inUse }]),
    })),
  ],
  parameters: { route: { entry: `${ROUTES.provinceForm}?id=40` } },
};

/** A code no province has. */
export const NotFound: Story = {
  decorators: [
    withStoryRouter,
    withFakeApi(() => ({
      ...READ_ROUTES,
      [`GET ${API_PATHS.healthProvinceById(77)}`]: { status: 404, data: { message: 'NOT_FOUND' } },
    })),
  ],
  parameters: { route: { entry: `${ROUTES.provinceForm}?id=77` } },
};
