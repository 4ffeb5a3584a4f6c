import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/material/Typography';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ROUTES, type UserProfile } from '@hbc/contracts';
import { writeProfile } from '@hbc/api-clients';
import { PROFILES } from '../../testing/profile-fixtures';
import { UnitDetailScreen } from './UnitDetailScreen';
import { FakeApiScope, ok, UNITS } from './unit-detail-fixtures';

function CurrentScreen() {
  return <Typography variant="caption">หน้าปัจจุบัน: {useLocation().pathname}</Typography>;
}

type FakeRoutes = Parameters<typeof FakeApiScope>[0]['routes'];

/**
 * Signed in as `profile` at /health-center/detail (with `query`), the API answering `routes`.
 * Any other path shows where a button led.
 */
const shownTo =
  (profile: UserProfile, routes: FakeRoutes, query = ''): Decorator =>
  (Story) => {
    writeProfile(profile);
    return (
      <FakeApiScope routes={routes}>
        <MemoryRouter initialEntries={[`${ROUTES.healthCenterDetail}${query}`]}>
          <Routes>
            <Route path={ROUTES.healthCenterDetail} element={<Story />} />
            <Route path="*" element={<CurrentScreen />} />
          </Routes>
        </MemoryRouter>
      </FakeApiScope>
    );
  };

const OWN_UNIT = 'GET /api/health-center/unit/own';

const meta: Meta<typeof UnitDetailScreen> = {
  title: 'console/health-center/UnitDetailScreen',
  component: UnitDetailScreen,
};
export default meta;
type Story = StoryObj<typeof UnitDetailScreen>;

/** LV1 sees their own unit: logo, counts and its recent broadcasts. */
export const AdminLv1OwnUnit: Story = {
  decorators: [shownTo(PROFILES.ADMIN_LV1, () => ({ [OWN_UNIT]: ok(UNITS.banNongBua) }))],
};

/** A unit without a logo or any broadcast yet. */
export const AdminLv2NoBroadcasts: Story = {
  decorators: [shownTo(PROFILES.ADMIN_LV2, () => ({ [OWN_UNIT]: ok(UNITS.banKhok) }))],
};

/** LV3 with `?id=` of another unit still sees only their own. */
export const AdminLv3IgnoresId: Story = {
  decorators: [shownTo(PROFILES.ADMIN_LV3, () => ({ [OWN_UNIT]: ok(UNITS.banNongBua) }), '?id=12')],
};

/** Super Admin opens an inactive unit from the unit list. */
export const SuperAdminUnit: Story = {
  decorators: [
    shownTo(
      PROFILES.SUPER_ADMIN,
      () => ({ 'GET /api/health-center/unit/12': ok(UNITS.khonKaenOffice) }),
      '?id=12',
    ),
  ],
};

/** Super Admin without `?id=`: pointed to the unit list. */
export const SuperAdminNoUnit: Story = {
  decorators: [shownTo(PROFILES.SUPER_ADMIN, () => ({}))],
};

/** A unit that no longer exists. */
export const SuperAdminUnknownUnit: Story = {
  decorators: [
    shownTo(
      PROFILES.SUPER_ADMIN,
      () => ({
        'GET /api/health-center/unit/999': { status: 404, data: { message: 'NOT_FOUND' } },
      }),
      '?id=999',
    ),
  ],
};

/** An answer that never comes. */
const never = () => new Promise<never>(() => undefined);

/** The answer has not come yet. */
export const Loading: Story = {
  decorators: [shownTo(PROFILES.ADMIN_LV1, () => ({ [OWN_UNIT]: never }))],
};

/** The first call fails (the network is down); 'ลองใหม่' then loads the unit. */
export const FailsThenRetries: Story = {
  decorators: [
    shownTo(PROFILES.ADMIN_LV1, () => {
      let calls = 0;
      return {
        [OWN_UNIT]: () => (++calls === 1 ? { network: true } : ok(UNITS.banNongBua)),
      };
    }),
  ],
};
