import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ROUTES, UNIT_MESSAGES } from '@hbc/contracts';
import { DemoUnitFormScreen } from '../testing/DemoUnitFormScreen';
import { apiError, EDITED_UNIT, later } from '../testing/fake-unit-form';
import { withStoryRouter } from '../testing/StoryRouter';

const meta: Meta<typeof DemoUnitFormScreen> = {
  title: 'data-screens/EntityForm',
  component: DemoUnitFormScreen,
  decorators: [withStoryRouter],
  parameters: { route: { path: ROUTES.unitForm } },
  args: { save: fn(later({ id: 1 }, 300)) },
};
export default meta;
type Story = StoryObj<typeof DemoUnitFormScreen>;

/** A new unit: Save waits for a change; Yup's Thai messages under the fields. */
export const New: Story = {};

/** An existing unit, read first; leaving with changes asks first. */
export const Edit: Story = {
  parameters: { route: { entry: `${ROUTES.unitForm}?id=8` } },
  args: { load: later(EDITED_UNIT, 300) },
};

export const Loading: Story = { args: { load: later(EDITED_UNIT, Infinity) } };

export const LoadFails: Story = { args: { load: later(EDITED_UNIT, 100, apiError(500)) } };

export const NotFound: Story = { args: { load: later(EDITED_UNIT, 100, apiError(404)) } };

/** Saving never ends, to look at the spinner. */
export const Saving: Story = {
  args: { load: later(EDITED_UNIT, 0), save: later({ id: 1 }, Infinity) },
};

/** The API refuses the values: one issue on a field, one on no field (a toast). */
export const ServerRefuses: Story = {
  args: {
    load: later(EDITED_UNIT, 0),
    save: later(
      { id: 1 },
      200,
      apiError(400, [
        { path: '/hcode', message: UNIT_MESSAGES.hcodeInvalid },
        { path: '/logoUrl', message: 'รูปแบบข้อมูลไม่ถูกต้อง' },
      ]),
    ),
  },
};

/** The hcode is someone else's (409 on the field). */
export const HcodeTaken: Story = {
  args: {
    load: later(EDITED_UNIT, 0),
    save: later(
      { id: 1 },
      200,
      apiError(409, [{ path: '/hcode', message: UNIT_MESSAGES.hcodeTaken }]),
    ),
  },
};

/** A conflict about the whole record (409 without a field): a toast. */
export const Conflict: Story = {
  args: {
    load: later(EDITED_UNIT, 0),
    save: later(
      { id: 1 },
      200,
      apiError(409, [{ path: '', message: 'ข้อมูลถูกแก้ไขโดยผู้ใช้อื่น กรุณาโหลดใหม่' }]),
    ),
  },
};
