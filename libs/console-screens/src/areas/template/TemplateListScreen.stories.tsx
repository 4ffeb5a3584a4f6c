import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS, ROUTES } from '@hbc/contracts';
import { never } from '../health-center/health-center-fixtures';
import { PROFILES } from '../../testing/profile-fixtures';
import { signedIn } from '../../testing/user-story-decorators';
import { fakeTemplateApi } from './template-fixtures';
import { TemplateListScreen } from './TemplateListScreen';

const meta: Meta<typeof TemplateListScreen> = {
  title: 'console/template/TemplateListScreen',
  component: TemplateListScreen,
  parameters: { route: { path: ROUTES.template } },
};
export default meta;
type Story = StoryObj<typeof TemplateListScreen>;

/** An Admin LV3: the unit's templates and the shared ones; the shared ones only to use. */
export const ByAdminLv3: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV3, fakeTemplateApi()),
};

/** Super Admin keeps the shared templates: no "use" (it composes no broadcast). */
export const BySuperAdmin: Story = {
  decorators: signedIn(PROFILES.SUPER_ADMIN, fakeTemplateApi({ superAdmin: true })),
};

/** A shared link searching the templates. */
export const Searched: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV3, fakeTemplateApi()),
  parameters: { route: { path: ROUTES.template, entry: `${ROUTES.template}?q=วัคซีน` } },
};

/** No template yet: an Admin LV3 is offered to create one. */
export const Empty: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV3, fakeTemplateApi({ templates: [] })),
};

/** The first page is on its way. */
export const Loading: Story = {
  decorators: signedIn(
    PROFILES.ADMIN_LV3,
    fakeTemplateApi({ replies: { [`POST ${API_PATHS.templateList}`]: never } }),
  ),
};
