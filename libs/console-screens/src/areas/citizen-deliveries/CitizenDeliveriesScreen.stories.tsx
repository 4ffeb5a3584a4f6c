import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS, ROUTES } from '@hbc/contracts';
import { never } from '../health-center/health-center-fixtures';
import { PROFILES } from '../../testing/profile-fixtures';
import { signedIn } from '../../testing/user-story-decorators';
import { fakeCitizenDeliveryApi } from './citizen-delivery-fixtures';
import { CitizenDeliveriesScreen } from './CitizenDeliveriesScreen';

const meta: Meta<typeof CitizenDeliveriesScreen> = {
  title: 'console/citizen-deliveries/CitizenDeliveriesScreen',
  component: CitizenDeliveriesScreen,
  parameters: { route: { path: ROUTES.citizenDeliveries } },
};
export default meta;
type Story = StoryObj<typeof CitizenDeliveriesScreen>;

/**
 * A Super Admin asks about a citizen: one CID has four broadcasts (one of each status the
 * lookup answers), another none, any other is not in the registry.
 */
export const SuperAdmin: Story = {
  decorators: signedIn(PROFILES.SUPER_ADMIN, fakeCitizenDeliveryApi()),
};

/** An Admin LV1 asks, and is answered their unit's broadcasts (the API's scope). */
export const AdminLv1: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV1, fakeCitizenDeliveryApi()),
};

/** The lookup has not answered yet. */
export const Asking: Story = {
  decorators: signedIn(
    PROFILES.SUPER_ADMIN,
    fakeCitizenDeliveryApi({ [`POST ${API_PATHS.citizenDeliveries}`]: never }),
  ),
};

/** The API has no answer at all (the network is down). */
export const Unreachable: Story = {
  decorators: signedIn(
    PROFILES.SUPER_ADMIN,
    fakeCitizenDeliveryApi({
      [`POST ${API_PATHS.citizenDeliveries}`]: () => ({
        status: 500,
        data: { message: 'INTERNAL_ERROR' },
      }),
    }),
  ),
};
