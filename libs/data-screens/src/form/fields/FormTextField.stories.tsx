import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import * as yup from 'yup';
import { NAME_MAX_LENGTH, UNIT_MESSAGES } from '@hbc/contracts';
import { FIELD_STORY_ROUTE, FormHarness, type HarnessArgs } from '../../testing/FormHarness';
import { later } from '../../testing/fake-unit-form';
import { withStoryRouter } from '../../testing/StoryRouter';
import { textRule } from '../yup-rules';
import { FormActions } from './FormActions';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

type Args = FormTextFieldProps & HarnessArgs;

const meta: Meta<Args> = {
  title: 'data-screens/fields/FormTextField',
  component: FormTextField,
  decorators: [withStoryRouter],
  parameters: { route: FIELD_STORY_ROUTE },
  args: { name: 'name', label: 'ชื่อหน่วยบริการ', required: true, save: fn(later(null, 100)) },
  render: ({ save, initial, ...props }) => (
    <FormHarness
      initialValues={{ name: initial ?? '' }}
      validationSchema={yup.object({ name: textRule(NAME_MAX_LENGTH, UNIT_MESSAGES.nameRequired) })}
      save={save}
    >
      <FormTextField {...props} />
      <FormActions onCancel={() => undefined} />
    </FormHarness>
  ),
};
export default meta;
type Story = StoryObj<Args>;

export const Empty: Story = {};
export const WithHint: Story = {
  args: {
    name: 'name',
    label: 'รหัสหน่วยบริการ',
    hint: 'ตัวเลข 5 หลัก',
    maxLength: 5,
    inputMode: 'numeric',
  },
};
export const Filled: Story = { args: { initial: 'โรงพยาบาลขอนแก่น' } };
/** The name counted against its limit, as every form's limited text is. */
export const Counted: Story = { args: { maxLength: NAME_MAX_LENGTH } };
