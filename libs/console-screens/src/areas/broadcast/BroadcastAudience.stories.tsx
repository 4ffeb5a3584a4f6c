import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { API_PATHS, ROUTES } from '@hbc/contracts';
import { PROFILES } from '../../testing/profile-fixtures';
import { ELDERLY_DIABETIC, UNIT_FOLLOWERS } from '../segment/segment-fixtures';
import { signedIn } from '../../testing/user-story-decorators';
import {
  fakeBroadcastApi,
  LOW_QUOTA,
  UNIT_EXCLUDED,
  type FakeBroadcastApiOptions,
} from './broadcast-fixtures';
import BroadcastAudience from './BroadcastAudience';

const meta: Meta<typeof BroadcastAudience> = {
  title: 'console/broadcast/BroadcastAudience',
  component: BroadcastAudience,
  parameters: { route: { path: ROUTES.broadcastForm } },
  args: { target: 'UNIT', segmentId: null, onRecipients: fn() },
};
export default meta;
type Story = StoryObj<typeof BroadcastAudience>;

const api = (options: FakeBroadcastApiOptions = {}) =>
  signedIn(PROFILES.ADMIN_LV3, fakeBroadcastApi(options));

/** Every follower of the unit, less the excluded CIDs; the quota has room. */
export const WholeUnit: Story = { decorators: api() };

/** A segment's recipients. */
export const Segment: Story = {
  decorators: api(),
  args: { target: 'SEGMENT', segmentId: ELDERLY_DIABETIC.id },
};

/** 40 of the unit's followers already received as many broadcasts as the frequency cap allows. */
export const Capped: Story = { decorators: api({ capped: 40 }) };

/** The same audience for an urgent broadcast: the cap skips nobody. */
export const UrgentIgnoresCap: Story = { decorators: api({ capped: 40 }), args: { urgent: true } };

/** A segment target with none chosen yet: nothing to count. */
export const NoSegmentYet: Story = { decorators: api(), args: { target: 'SEGMENT' } };

/** The whole unit, with 1,000 messages left this month. */
export const OverQuota: Story = { decorators: api({ quota: LOW_QUOTA }) };

/** Exactly as many messages left as the unit has recipients: LINE counts one per recipient. */
export const JustWithinQuota: Story = {
  decorators: api({
    quota: {
      limit: 20_000,
      used: 20_000 - (UNIT_FOLLOWERS - UNIT_EXCLUDED),
      remaining: UNIT_FOLLOWERS - UNIT_EXCLUDED,
    },
  }),
};

/** A plan without a monthly limit. */
export const NoLimit: Story = {
  decorators: api({ quota: { limit: null, used: 3_000, remaining: null } }),
};

/** The count fails; staff may count again. */
export const CountFails: Story = {
  decorators: api({
    replies: {
      [`POST ${API_PATHS.broadcastAudience}`]: { status: 500, data: { message: 'ERROR' } },
    },
  }),
};
