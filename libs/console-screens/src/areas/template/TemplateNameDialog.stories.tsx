import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ApiError } from '@hbc/api-clients';
import { TEMPLATE_MESSAGES } from '@hbc/contracts';
import { FLU_TEMPLATE } from './template-fixtures';
import { TemplateNameDialog } from './TemplateNameDialog';

const meta: Meta<typeof TemplateNameDialog> = {
  title: 'console/template/TemplateNameDialog',
  component: TemplateNameDialog,
  args: {
    title: 'เปลี่ยนชื่อเทมเพลต',
    confirm: 'บันทึก',
    initialName: FLU_TEMPLATE.name,
    savedText: 'เปลี่ยนชื่อเทมเพลตแล้ว',
    save: fn(async () => undefined),
    onSaved: fn(),
    onClose: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof TemplateNameDialog>;

/** Renaming a template: its name to change. */
export const Rename: Story = {};

/** The unit has a template of the new name: the API's 409 shows under the field. */
export const NameTaken: Story = {
  args: {
    save: fn(async () => {
      throw new ApiError('CONFLICT', {
        status: 409,
        errors: [{ path: '/name', message: TEMPLATE_MESSAGES.nameTaken }],
      });
    }),
  },
};

/** A shared template, which only Super Admin may rename: the API's 403 shows in the dialog. */
export const Refused: Story = {
  args: {
    save: fn(async () => {
      throw new ApiError(TEMPLATE_MESSAGES.sharedReadOnly, { status: 403 });
    }),
  },
};
