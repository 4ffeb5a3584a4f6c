import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS, ROUTES, TRACKING_URL_MESSAGES } from '@hbc/contracts';
import { never, refused } from '../health-center/health-center-fixtures';
import { PROFILES } from '../../testing/profile-fixtures';
import { signedIn } from '../../testing/user-story-decorators';
import { fakeTrackingUrlApi, VACCINE_LINK } from './tracking-url-fixtures';
import { TrackingUrlFormScreen } from './TrackingUrlFormScreen';

const meta: Meta<typeof TrackingUrlFormScreen> = {
  title: 'console/tracking-url/TrackingUrlFormScreen',
  component: TrackingUrlFormScreen,
  parameters: { route: { path: ROUTES.trackingUrlForm } },
};
export default meta;
type Story = StoryObj<typeof TrackingUrlFormScreen>;

const editing = (id: number) => ({
  route: { path: ROUTES.trackingUrlForm, entry: `${ROUTES.trackingUrlForm}?id=${id}` },
});

/** An Admin LV3 creates a link: a name and a destination. */
export const New: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV3, fakeTrackingUrlApi()),
};

/** An Admin LV3 edits a link a broadcast carried: its short link to copy, its clicks, its status. */
export const Edit: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV3, fakeTrackingUrlApi()),
  parameters: editing(VACCINE_LINK.id),
};

/** Another link of the unit has the name: the API's 409 shows under the name. */
export const NameTaken: Story = {
  decorators: signedIn(
    PROFILES.ADMIN_LV3,
    fakeTrackingUrlApi({
      replies: {
        [`POST ${API_PATHS.trackingUrl}`]: refused(409, [
          { path: '/name', message: TRACKING_URL_MESSAGES.nameTaken },
        ]),
      },
    }),
  ),
};

/** The API refuses the destination: its 400 shows under the field. */
export const TargetRefused: Story = {
  decorators: signedIn(
    PROFILES.ADMIN_LV3,
    fakeTrackingUrlApi({
      replies: {
        [`PUT ${API_PATHS.trackingUrlById(VACCINE_LINK.id)}`]: refused(400, [
          { path: '/targetUrl', message: TRACKING_URL_MESSAGES.targetInvalid },
        ]),
      },
    }),
  ),
  parameters: editing(VACCINE_LINK.id),
};

/** Saving takes its time: the save button waits, disabled. */
export const Saving: Story = {
  decorators: signedIn(
    PROFILES.ADMIN_LV3,
    fakeTrackingUrlApi({
      replies: { [`PUT ${API_PATHS.trackingUrlById(VACCINE_LINK.id)}`]: never },
    }),
  ),
  parameters: editing(VACCINE_LINK.id),
};

/** A link that is not there, or not the unit's. */
export const NotFound: Story = {
  decorators: signedIn(
    PROFILES.ADMIN_LV3,
    fakeTrackingUrlApi({
      replies: {
        [`GET ${API_PATHS.trackingUrlById(999)}`]: { status: 404, data: { message: 'NOT_FOUND' } },
      },
    }),
  ),
  parameters: editing(999),
};
