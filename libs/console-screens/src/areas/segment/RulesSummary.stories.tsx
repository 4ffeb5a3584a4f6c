import type { Meta, StoryObj } from '@storybook/react-vite';
import { ELDERLY_DIABETIC } from './segment-fixtures';
import { RulesSummary } from './RulesSummary';

const meta: Meta<typeof RulesSummary> = {
  title: 'console/segment/RulesSummary',
  component: RulesSummary,
};
export default meta;
type Story = StoryObj<typeof RulesSummary>;

/** A condition of every kind, all to be met; the provinces named. */
export const EveryKind: Story = {
  args: {
    rules: ELDERLY_DIABETIC.rules,
    provinceNames: new Map([
      [40, 'ขอนแก่น'],
      [44, 'มหาสารคาม'],
    ]),
  },
};

/** Open-ended ranges, any one to be met; a province without a known name shown by its code. */
export const AnyOfOpenRanges: Story = {
  args: {
    rules: {
      match: 'ANY',
      conditions: [
        { kind: 'AGE', max: 14 },
        { kind: 'AGE', min: 15, max: 24 },
        { kind: 'FOLLOW_DATE', from: '2026-10-01' },
        { kind: 'FOLLOW_DATE', to: '2025-12-31' },
        { kind: 'PROVINCE', provinceIds: [41] },
        { kind: 'TAGS', match: 'ALL', tags: ['ตั้งครรภ์', 'ครรภ์แรก'] },
      ],
    },
  },
};
