import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import * as yup from 'yup';
import { UNIT_KINDS, UNIT_MESSAGES, type UnitKind } from '@hbc/contracts';
import { FIELD_STORY_ROUTE, FormHarness, type HarnessArgs } from '../../testing/FormHarness';
import { later } from '../../testing/fake-unit-form';
import { UNIT_KIND_OPTIONS } from '../../testing/fake-units';
import { withStoryRouter } from '../../testing/StoryRouter';
import { choiceRule } from '../yup-rules';
import { FormActions } from './FormActions';
import { FormSelectField, type FormSelectFieldProps } from './FormSelectField';

type Args = FormSelectFieldProps<UnitKind> & HarnessArgs;

const meta: Meta<Args> = {
  title: 'data-screens/fields/FormSelectField',
  component: FormSelectField,
  decorators: [withStoryRouter],
  parameters: { route: FIELD_STORY_ROUTE },
  args: {
    name: 'kind',
    label: 'ประเภท',
    options: UNIT_KIND_OPTIONS,
    required: true,
    save: fn(later(null, 100)),
  },
  render: ({ save, initial, ...props }) => (
    <FormHarness
      initialValues={{ kind: initial ?? null }}
      validationSchema={yup.object({ kind: choiceRule(UNIT_KINDS, UNIT_MESSAGES.kindRequired) })}
      save={save}
    >
      <FormSelectField {...props} />
      <FormActions onCancel={() => undefined} />
    </FormHarness>
  ),
};
export default meta;
type Story = StoryObj<Args>;

export const NoneChosen: Story = {};
export const Chosen: Story = { args: { initial: 'COMMUNITY_HOSPITAL' } };
