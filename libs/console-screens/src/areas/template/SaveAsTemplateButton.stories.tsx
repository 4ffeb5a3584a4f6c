import type { Meta, StoryObj } from '@storybook/react-vite';
import { ROUTES } from '@hbc/contracts';
import type { ComposerMessage } from '@hbc/message-model';
import { PROFILES } from '../../testing/profile-fixtures';
import { signedIn } from '../../testing/user-story-decorators';
import { fakeTemplateApi, FLU_TEMPLATE } from './template-fixtures';
import { SaveAsTemplateButton } from './SaveAsTemplateButton';

const meta: Meta<typeof SaveAsTemplateButton> = {
  title: 'console/template/SaveAsTemplateButton',
  component: SaveAsTemplateButton,
  parameters: { route: { path: ROUTES.broadcastForm } },
  decorators: signedIn(PROFILES.ADMIN_LV3, fakeTemplateApi()),
};
export default meta;
type Story = StoryObj<typeof SaveAsTemplateButton>;

/** A broadcast of two messages: its title is the name the dialog offers. */
export const WithMessages: Story = {
  args: {
    title: 'เชิญฉีดวัคซีนไข้หวัดใหญ่ ปี 2569',
    messages: FLU_TEMPLATE.messages as ComposerMessage[],
  },
};

/** The broadcast has the name of a template of the unit already. */
export const NameTaken: Story = {
  args: { title: FLU_TEMPLATE.name, messages: FLU_TEMPLATE.messages as ComposerMessage[] },
};

/** No message yet: nothing to keep, and the reason said. */
export const NoMessages: Story = {
  args: { title: 'ยังไม่มีข้อความ', messages: [] },
};
