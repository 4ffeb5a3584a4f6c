import type { Meta, StoryObj } from '@storybook/react-vite';
import { SEGMENT_CONDITIONS_MAX } from '@hbc/contracts';
import { PROFILES } from '../../testing/profile-fixtures';
import { signedIn } from '../../testing/user-story-decorators';
import type { ConditionDraft } from './condition-drafts';
import { inRulesForm } from './condition-story-form';
import { fakeSegmentApi } from './segment-fixtures';
import { newCondition } from './segment-form-values';
import { RuleBuilder } from './RuleBuilder';

const meta: Meta<typeof RuleBuilder> = {
  title: 'console/segment/RuleBuilder',
  component: RuleBuilder,
  parameters: { route: { path: '/segment/form' } },
};
export default meta;
type Story = StoryObj<typeof RuleBuilder>;

const staff = () => signedIn(PROFILES.ADMIN_LV3, fakeSegmentApi());

/** No condition yet: one is added from the menu. */
export const Empty: Story = {
  decorators: [inRulesForm({ match: 'ALL', conditions: [] }), ...staff()],
};

/** Women of sixty and over with diabetes: three conditions, all to be met. */
export const ThreeConditions: Story = {
  decorators: [
    inRulesForm({
      match: 'ALL',
      conditions: [
        { ...newCondition('AGE'), min: '60' } as ConditionDraft,
        { ...newCondition('SEX'), sexes: ['FEMALE'] } as ConditionDraft,
        { ...newCondition('TAGS'), tags: ['เบาหวาน'] } as ConditionDraft,
      ],
    }),
    ...staff(),
  ],
};

/** As many conditions as a segment may have: no more can be added. */
export const Full: Story = {
  decorators: [
    inRulesForm({
      match: 'ANY',
      conditions: Array.from(
        { length: SEGMENT_CONDITIONS_MAX },
        (_, i) => ({ ...newCondition('AGE'), min: String(10 * i) }) as ConditionDraft,
      ),
    }),
    ...staff(),
  ],
};
