import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS, ROUTES, USER_MESSAGES } from '@hbc/contracts';
import { PROFILES } from '../../testing/profile-fixtures';
import { FAILED_SIGN_IN, fakeUserApi, OWN_UNIT, userOf, USERS } from './user-fixtures';
import { signedIn } from '../../testing/user-story-decorators';
import { UserFormScreen } from './UserFormScreen';

/** The form of user `id`. */
const editing = (id: number) => ({ route: { entry: `${ROUTES.userForm}?id=${id}` } });

export const INVITED_LV3 = userOf('ADMIN_LV3', 'INVITED');
export const ACTIVE_LV3 = userOf('ADMIN_LV3', 'ACTIVE');
export const DISABLED_LV3 = USERS.find(
  (u) => u.role === 'ADMIN_LV3' && u.status === 'DISABLED' && u.lastLoginAt !== null,
) as (typeof USERS)[number];
export const SUPER_ADMIN_USER = userOf('SUPER_ADMIN', 'ACTIVE', null);
export const FAILED_LV3 = USERS.find((u) => u.id === FAILED_SIGN_IN.id) as (typeof USERS)[number];

const refusal = (status: number, path: string, message: string) => ({
  status,
  data: {
    message: status === 409 ? 'CONFLICT' : 'VALIDATION_ERROR',
    errors: [{ path, message }],
  },
});

const meta: Meta<typeof UserFormScreen> = {
  title: 'console/users/UserFormScreen',
  component: UserFormScreen,
  parameters: { route: { path: ROUTES.userForm } },
};
export default meta;
type Story = StoryObj<typeof UserFormScreen>;

/** Super Admin adds a user of any role; the unit is searched, and hidden for a Super Admin. */
export const NewBySuperAdmin: Story = {
  decorators: signedIn(PROFILES.SUPER_ADMIN, fakeUserApi()),
};

/** An Admin LV1 adds LV1–LV3 users to their own unit, shown but not changeable. */
export const NewByAdminLv1: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV1, fakeUserApi({ ownUnit: OWN_UNIT })),
};

/** A user who has not accepted their invite: the link can be shown or re-issued. */
export const EditInvited: Story = {
  decorators: signedIn(PROFILES.SUPER_ADMIN, fakeUserApi()),
  parameters: editing(INVITED_LV3.id),
};

/**
 * An invited user whose sign-in failed (their Provider ID is of another unit): the reason shows,
 * with the organisation their unit expects, and the link can be re-issued.
 */
export const EditInvitedAfterFailedSignIn: Story = {
  decorators: signedIn(PROFILES.SUPER_ADMIN, fakeUserApi()),
  parameters: editing(FAILED_LV3.id),
};

/**
 * An invited user whose sign-in stopped half-way under the old rules: the link is no longer shown
 * (it was marked used), but a new one can be issued.
 */
export const EditInvitedWithoutLink: Story = {
  decorators: signedIn(
    PROFILES.SUPER_ADMIN,
    fakeUserApi({
      users: USERS.map((u) =>
        u.id === INVITED_LV3.id ? { ...u, inviteCode: null, inviteExpiresAt: null } : u,
      ),
    }),
  ),
  parameters: editing(INVITED_LV3.id),
};

/** An Admin LV1 edits an active user of their unit. */
export const EditActiveByAdminLv1: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV1, fakeUserApi({ ownUnit: OWN_UNIT })),
  parameters: editing(ACTIVE_LV3.id),
};

/** A disabled user who had signed in: they can be enabled again. */
export const EditDisabled: Story = {
  decorators: signedIn(PROFILES.SUPER_ADMIN, fakeUserApi()),
  parameters: editing(DISABLED_LV3.id),
};

/** A Super Admin belongs to no unit: no unit field. */
export const EditSuperAdmin: Story = {
  decorators: signedIn(PROFILES.SUPER_ADMIN, fakeUserApi()),
  parameters: editing(SUPER_ADMIN_USER.id),
};

/** The unit was deleted meanwhile: the API's 400 at `/unitId` shows under the unit. */
export const UnitRefused: Story = {
  decorators: signedIn(
    PROFILES.SUPER_ADMIN,
    fakeUserApi({
      replies: {
        [`POST ${API_PATHS.user}`]: refusal(400, '/unitId', USER_MESSAGES.unitUnknown),
      },
    }),
  ),
};

/** The API refuses the change to this role (403). */
export const SaveForbidden: Story = {
  decorators: signedIn(
    PROFILES.ADMIN_LV1,
    fakeUserApi({
      ownUnit: OWN_UNIT,
      replies: {
        [`PUT ${API_PATHS.userById(ACTIVE_LV3.id)}`]: {
          status: 403,
          data: { message: 'FORBIDDEN' },
        },
      },
    }),
  ),
  parameters: editing(ACTIVE_LV3.id),
};

/** The last active Super Admin cannot be deleted (409 with the API's reason). */
export const DeleteRefused: Story = {
  decorators: signedIn(
    PROFILES.SUPER_ADMIN,
    fakeUserApi({
      replies: {
        [`DELETE ${API_PATHS.userById(SUPER_ADMIN_USER.id)}`]: refusal(
          409,
          '',
          USER_MESSAGES.lastSuperAdmin,
        ),
      },
    }),
  ),
  parameters: editing(SUPER_ADMIN_USER.id),
};

/** A user that does not exist, or is not the admin's to see. */
export const NotFound: Story = {
  decorators: signedIn(
    PROFILES.SUPER_ADMIN,
    fakeUserApi({
      replies: {
        [`GET ${API_PATHS.userById(999)}`]: { status: 404, data: { message: 'NOT_FOUND' } },
      },
    }),
  ),
  parameters: editing(999),
};
