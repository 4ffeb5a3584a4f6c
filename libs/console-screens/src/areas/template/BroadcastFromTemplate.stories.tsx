import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS, ROUTES } from '@hbc/contracts';
import { PROFILES } from '../../testing/profile-fixtures';
import { signedIn } from '../../testing/user-story-decorators';
import { fakeBroadcastApi } from '../broadcast/broadcast-fixtures';
import { broadcastFromTemplatePath } from '../broadcast/broadcast-paths';
import { BroadcastFormScreen } from '../broadcast/BroadcastFormScreen';
import { fakeTemplateApi, SHARED_TEMPLATE, type FakeTemplateApiOptions } from './template-fixtures';

const MISSING_ID = 999;
/** The API of a template deleted meanwhile. */
const MISSING: FakeTemplateApiOptions = {
  replies: {
    [`GET ${API_PATHS.templateById(MISSING_ID)}`]: {
      status: 404,
      data: { message: 'NOT_FOUND' },
    },
  },
};

/** The broadcast and template APIs together: the form reads templates and keeps new ones. */
const broadcastAndTemplateApi = (options: FakeTemplateApiOptions = {}) => {
  const broadcasts = fakeBroadcastApi();
  const templates = fakeTemplateApi(options);
  return () => ({ ...broadcasts(), ...templates() });
};

const meta: Meta<typeof BroadcastFormScreen> = {
  title: 'console/template/BroadcastFromTemplate',
  component: BroadcastFormScreen,
  parameters: { route: { path: ROUTES.broadcastForm } },
};
export default meta;
type Story = StoryObj<typeof BroadcastFormScreen>;

/** A new broadcast from the shared template: its messages, unsaved. */
export const FromSharedTemplate: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV3, broadcastAndTemplateApi()),
  parameters: {
    route: { path: ROUTES.broadcastForm, entry: broadcastFromTemplatePath(SHARED_TEMPLATE.id) },
  },
};

/** A template that is not there (deleted meanwhile). */
export const FromMissingTemplate: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV3, broadcastAndTemplateApi(MISSING)),
  parameters: {
    route: { path: ROUTES.broadcastForm, entry: broadcastFromTemplatePath(MISSING_ID) },
  },
};

/** A new broadcast: no message yet, so nothing to keep as a template. */
export const NewBroadcast: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV3, broadcastAndTemplateApi()),
};
