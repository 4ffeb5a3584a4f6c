import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import * as yup from 'yup';
import { UNIT_MESSAGES } from '@hbc/contracts';
import { FIELD_STORY_ROUTE, FormHarness, type HarnessArgs } from '../../testing/FormHarness';
import { fakeProvinceSource, later } from '../../testing/fake-unit-form';
import { withStoryRouter } from '../../testing/StoryRouter';
import { idRule } from '../yup-rules';
import { FormActions } from './FormActions';
import { FormAutocompleteField, type FormAutocompleteFieldProps } from './FormAutocompleteField';

type Args = FormAutocompleteFieldProps<number> & HarnessArgs;

const meta: Meta<Args> = {
  title: 'data-screens/fields/FormAutocompleteField',
  component: FormAutocompleteField,
  decorators: [withStoryRouter],
  parameters: { route: FIELD_STORY_ROUTE },
  args: {
    name: 'provinceId',
    label: 'จังหวัด',
    source: fakeProvinceSource,
    required: true,
    save: fn(later(null, 100)),
  },
  render: ({ save, initial, ...props }) => (
    <FormHarness
      initialValues={{ provinceId: initial ?? null }}
      validationSchema={yup.object({ provinceId: idRule(UNIT_MESSAGES.provinceRequired) })}
      save={save}
    >
      <FormAutocompleteField {...props} />
      <FormActions onCancel={() => undefined} />
    </FormHarness>
  ),
};
export default meta;
type Story = StoryObj<Args>;

export const NoneChosen: Story = {};
/** A loaded record's province: its label is found by value. */
export const Chosen: Story = { args: { initial: 90 } };
