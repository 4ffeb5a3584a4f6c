import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router';
import {
  InviteInvalidScreen,
  ProviderDuplicateScreen,
  ProviderErrorScreen,
  SignInProblemScreen,
} from './SignInProblemScreen';

/** Opens the screen on its own address; the way back shows where it led. */
const withRouter: Decorator = (Story) => (
  <MemoryRouter initialEntries={['/here']}>
    <Routes>
      <Route path="/here" element={<Story />} />
      <Route path="/line-login" element={<p>หน้า /line-login</p>} />
    </Routes>
  </MemoryRouter>
);

const meta: Meta<typeof SignInProblemScreen> = {
  title: 'console/SignInProblemScreen',
  component: SignInProblemScreen,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj<typeof SignInProblemScreen>;

export const ProviderDuplicate: Story = { render: () => <ProviderDuplicateScreen /> };
export const ProviderError: Story = { render: () => <ProviderErrorScreen /> };
/** Invited to one unit, while the person's Provider ID is of another. */
export const ProviderOrganizationMismatch: Story = {
  render: () => (
    <ProviderErrorScreen
      mismatch={{
        unit: { hcode: '72358', name: 'โรงพยาบาลส่งเสริมสุขภาพตำบลบ้านเก่า' },
        organizations: [{ hcode: '98765', name: 'โรงพยาบาลส่งเสริมสุขภาพตำบลบ้านใหม่สาธิต' }],
        invited: true,
      }}
    />
  ),
};
export const InviteInvalid: Story = { render: () => <InviteInvalidScreen /> };
