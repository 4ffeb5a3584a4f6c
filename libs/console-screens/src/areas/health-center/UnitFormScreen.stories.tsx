import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FakeRequest } from '@hbc/api-clients/testing';
import { API_PATHS, ROUTES, UNIT_MESSAGES, type UnitBody } from '@hbc/contracts';
import { withStoryRouter } from '@hbc/data-screens/testing';
import {
  LIST_ROUTES,
  never,
  provinceRow,
  READ_ROUTES,
  refused,
  unitDetail,
} from './health-center-fixtures';
import { withFakeApi, withMemoryUpload } from '../../testing/story-decorators';
import { ok } from './unit-detail-fixtures';
import { openedFrom } from '../../resources/useBackToList';
import { UnitFormScreen } from './UnitFormScreen';

/** The unit list as the user left it, before opening the form. */
export const LIST_VIEW = `${ROUTES.unit}?province=40&q=โรงพยาบาล`;

const BAN_NONG_BUA = API_PATHS.healthUnitById(4);

/** The API answers the unit it is sent, as a new unit of that province. */
const saved = (id: number) => (request: FakeRequest) => {
  const body = request.body as UnitBody;
  const province = provinceRow(body.provinceId);
  return ok({
    ...unitDetail(id),
    ...body,
    id,
    provinceName: province.nameTh,
    healthRegionId: province.healthRegionId,
    healthRegionName: province.healthRegionName,
  });
};

const areaRoutes = () => ({
  ...LIST_ROUTES,
  ...READ_ROUTES,
  [`POST ${API_PATHS.healthUnit}`]: saved(4),
  [`PUT ${BAN_NONG_BUA}`]: saved(4),
  [`DELETE ${BAN_NONG_BUA}`]: ok(null),
});

const meta: Meta<typeof UnitFormScreen> = {
  title: 'console/health-center/UnitFormScreen',
  component: UnitFormScreen,
  parameters: { route: { path: ROUTES.unitForm } },
};
export default meta;
type Story = StoryObj<typeof UnitFormScreen>;

/** A new unit, opened by its address. */
export const NewUnit: Story = {
  decorators: [withStoryRouter, withFakeApi(areaRoutes), withMemoryUpload],
};

/** A new unit from Khon Kaen's unit list: the province is chosen already. */
export const NewInProvince: Story = {
  ...NewUnit,
  parameters: {
    route: {
      history: [`${ROUTES.unit}?province=40`],
      entry: {
        pathname: ROUTES.unitForm,
        search: '?province=40',
        state: openedFrom(ROUTES.unit).state,
      },
    },
  },
};

/** Ban Nong Bua hospital, opened from a search in Khon Kaen's unit list. */
export const EditFromList: Story = {
  ...NewUnit,
  parameters: {
    route: {
      history: [LIST_VIEW],
      entry: { pathname: ROUTES.unitForm, search: '?id=4', state: openedFrom(ROUTES.unit).state },
    },
  },
};

/** The hcode is taken: the API answers 409 at `/hcode`. */
export const HcodeTaken: Story = {
  decorators: [
    withStoryRouter,
    withFakeApi(() => ({
      ...LIST_ROUTES,
      ...READ_ROUTES,
      [`POST ${API_PATHS.healthUnit}`]: refused(409, [
        { path: '/hcode', message: UNIT_MESSAGES.hcodeTaken },
      ]),
    })),
    withMemoryUpload,
  ],
};

/** Saving never ends, to look at the disabled button. */
export const SavingForever: Story = {
  decorators: [
    withStoryRouter,
    withFakeApi(() => ({
      ...LIST_ROUTES,
      ...READ_ROUTES,
      [`POST ${API_PATHS.healthUnit}`]: never,
    })),
    withMemoryUpload,
  ],
};

/** Ban Nong Bua has staff and citizens: the API refuses to delete it. */
export const DeleteRefused: Story = {
  decorators: [
    withStoryRouter,
    withFakeApi(() => ({
      ...LIST_ROUTES,
      ...READ_ROUTES,
      [`DELETE ${BAN_NONG_BUA}`]: refused(409, [{ path: '', message: UNIT_MESSAGES.inUse }]),
    })),
    withMemoryUpload,
  ],
  parameters: { route: { entry: `${ROUTES.unitForm}?id=4` } },
};

/** The unit is being read. */
export const Loading: Story = {
  decorators: [
    withStoryRouter,
    withFakeApi(() => ({ [`GET ${BAN_NONG_BUA}`]: never })),
    withMemoryUpload,
  ],
  parameters: { route: { entry: `${ROUTES.unitForm}?id=4` } },
};
