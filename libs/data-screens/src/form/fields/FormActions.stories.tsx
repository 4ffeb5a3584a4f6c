import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import * as yup from 'yup';
import { NAME_MAX_LENGTH } from '@hbc/contracts';
import { FIELD_STORY_ROUTE, FormHarness, type HarnessArgs } from '../../testing/FormHarness';
import { later } from '../../testing/fake-unit-form';
import { withStoryRouter } from '../../testing/StoryRouter';
import { textRule } from '../yup-rules';
import { FormActions, type FormActionsProps } from './FormActions';
import { FormTextField } from './FormTextField';

type Args = FormActionsProps & HarnessArgs;

const meta: Meta<Args> = {
  title: 'data-screens/fields/FormActions',
  component: FormActions,
  decorators: [withStoryRouter],
  parameters: { route: FIELD_STORY_ROUTE },
  args: { onCancel: fn(), save: fn(later(null, 500)) },
  render: ({ save, initial = 'ธนกร', editing, ...props }) => (
    <FormHarness
      initialValues={{ name: initial as string }}
      validationSchema={yup.object({ name: textRule(NAME_MAX_LENGTH, 'กรุณากรอกชื่อ') })}
      save={save}
      {...(editing === undefined ? {} : { editing })}
    >
      <FormTextField name="name" label="ชื่อ" />
      <FormActions {...props} />
    </FormHarness>
  ),
};
export default meta;
type Story = StoryObj<Args>;

/** A stored record's form, as read: Save waits for a change. */
export const Pristine: Story = { args: { editing: true } };
/** A new record's form, nothing typed yet: Save can be pressed. */
export const NewEmpty: Story = { args: { initial: '' } };
/** Saving never ends, to look at the spinner. */
export const SavingForever: Story = {
  args: { save: fn(later(null, Infinity)), saveLabel: 'บันทึกผู้ใช้งาน' },
};
