import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/material/Typography';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ROUTES, type UserProfile } from '@hbc/contracts';
import { writeProfile } from '@hbc/auth-flow';
import { createMemoryUploadFn, UploadFnContext } from '@hbc/upload-widgets';
import { PROFILES } from '../layout/profile-fixtures';
import { BroadcastFormScreen } from './BroadcastFormScreen';

function CurrentScreen() {
  return <Typography variant="caption">หน้าปัจจุบัน: {useLocation().pathname}</Typography>;
}

/** Signed in as `profile` (the stored cookie the screen reads), at /broadcast/form. */
const signedInAt =
  (profile: UserProfile): Decorator =>
  (Story) => {
    writeProfile(profile);
    return (
      <MemoryRouter initialEntries={[ROUTES.broadcastForm]}>
        <Routes>
          <Route path={ROUTES.broadcastForm} element={<Story />} />
          <Route path="*" element={<CurrentScreen />} />
        </Routes>
      </MemoryRouter>
    );
  };

/** Uploads stay in the browser (a blob: URL), taking 300 ms so the spinner shows. */
const withMemoryUpload: Decorator = (Story) => (
  <UploadFnContext.Provider value={createMemoryUploadFn({ delayMs: 300 })}>
    <Story />
  </UploadFnContext.Provider>
);

const meta: Meta<typeof BroadcastFormScreen> = {
  title: 'console/BroadcastFormScreen',
  component: BroadcastFormScreen,
  decorators: [withMemoryUpload],
};
export default meta;
type Story = StoryObj<typeof BroadcastFormScreen>;

export const AdminLv3: Story = { decorators: [signedInAt(PROFILES.ADMIN_LV3)] };
export const OtherHospital: Story = { decorators: [signedInAt(PROFILES.ADMIN_LV2)] };
/** A profile without a hospital: the preview names the programme. */
export const SuperAdmin: Story = { decorators: [signedInAt(PROFILES.SUPER_ADMIN)] };
