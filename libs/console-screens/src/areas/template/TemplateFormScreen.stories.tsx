import type { Meta, StoryObj } from '@storybook/react-vite';
import { ROUTES } from '@hbc/contracts';
import { PROFILES } from '../../testing/profile-fixtures';
import { signedIn } from '../../testing/user-story-decorators';
import { fakeTemplateApi, FLU_TEMPLATE, SHARED_TEMPLATE } from './template-fixtures';
import { TemplateFormScreen } from './TemplateFormScreen';

const meta: Meta<typeof TemplateFormScreen> = {
  title: 'console/template/TemplateFormScreen',
  component: TemplateFormScreen,
  parameters: { route: { path: ROUTES.templateForm } },
};
export default meta;
type Story = StoryObj<typeof TemplateFormScreen>;

const editing = (id: number) => ({
  route: { path: ROUTES.templateForm, entry: `${ROUTES.templateForm}?id=${id}` },
});

/** An Admin LV3 creates a template of the unit: a name and its messages. */
export const New: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV3, fakeTemplateApi()),
};

/** An Admin LV3 edits the unit's template of two messages. */
export const Edit: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV3, fakeTemplateApi()),
  parameters: editing(FLU_TEMPLATE.id),
};

/** An Admin LV3 opens a shared template by its address: read only, said why. */
export const SharedReadOnly: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV3, fakeTemplateApi()),
  parameters: editing(SHARED_TEMPLATE.id),
};

/** Super Admin edits a shared template. */
export const EditShared: Story = {
  decorators: signedIn(PROFILES.SUPER_ADMIN, fakeTemplateApi({ superAdmin: true })),
  parameters: editing(SHARED_TEMPLATE.id),
};

/** Super Admin creates a shared template, offered to every unit. */
export const NewShared: Story = {
  decorators: signedIn(PROFILES.SUPER_ADMIN, fakeTemplateApi({ superAdmin: true })),
};
