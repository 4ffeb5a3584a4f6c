import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import * as yup from 'yup';
import { FIELD_STORY_ROUTE, FormHarness, type HarnessArgs } from '../../testing/FormHarness';
import { later } from '../../testing/fake-unit-form';
import { withStoryRouter } from '../../testing/StoryRouter';
import { FormActions } from './FormActions';
import { FormSwitchField, type FormSwitchFieldProps } from './FormSwitchField';

type Args = FormSwitchFieldProps & HarnessArgs;

const meta: Meta<Args> = {
  title: 'data-screens/fields/FormSwitchField',
  component: FormSwitchField,
  decorators: [withStoryRouter],
  parameters: { route: FIELD_STORY_ROUTE },
  args: { name: 'active', label: 'เปิดใช้งาน', save: fn(later(null, 100)), initial: true },
  render: ({ save, initial, ...props }) => (
    <FormHarness
      initialValues={{ active: initial }}
      validationSchema={yup.object({ active: yup.boolean() })}
      save={save}
    >
      <FormSwitchField {...props} />
      <FormActions onCancel={() => undefined} />
    </FormHarness>
  ),
};
export default meta;
type Story = StoryObj<Args>;

export const On: Story = {};
export const OffWithHint: Story = {
  args: { initial: false, hint: 'หน่วยบริการที่ปิดใช้งานจะไม่แสดงในรายการเลือก' },
};
