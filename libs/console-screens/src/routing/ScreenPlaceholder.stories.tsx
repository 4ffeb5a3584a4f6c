import type { Meta, StoryObj } from '@storybook/react-vite';
import { ROUTES } from '@hbc/contracts';
import { ScreenPlaceholder } from './ScreenPlaceholder';

const meta: Meta<typeof ScreenPlaceholder> = {
  title: 'console/routing/ScreenPlaceholder',
  component: ScreenPlaceholder,
};
export default meta;
type Story = StoryObj<typeof ScreenPlaceholder>;

/** The Super Admin's list of health regions, its code on its way. */
export const TopLevelScreen: Story = { args: { path: ROUTES.healthCenter } };

/** A form under a list: its breadcrumbs and title come with its code. */
export const ScreenUnderAnother: Story = { args: { path: ROUTES.unitForm } };
