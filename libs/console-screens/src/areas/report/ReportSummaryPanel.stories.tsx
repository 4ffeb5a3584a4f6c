import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OWN_UNIT_ROWS, summaryOf } from './report-fixtures';
import { ReportSummaryPanel } from './ReportSummaryPanel';

const meta: Meta<typeof ReportSummaryPanel> = {
  title: 'console/report/ReportSummaryPanel',
  component: ReportSummaryPanel,
  args: { onRetry: fn(), onRefresh: fn() },
};
export default meta;
type Story = StoryObj<typeof ReportSummaryPanel>;

/** The unit's 22 broadcasts of November 2569: one urgent, 35 citizens held back by the cap. */
export const November: Story = {
  args: { state: { kind: 'ready', data: summaryOf(OWN_UNIT_ROWS) } },
};

/** None urgent, nobody held back by the frequency cap. */
export const NoneUrgentOrCapped: Story = {
  args: {
    state: {
      kind: 'ready',
      data: summaryOf(OWN_UNIT_ROWS.map((row) => ({ ...row, urgent: false, capped: 0 }))),
    },
  },
};

export const Loading: Story = { args: { state: { kind: 'loading' } } };

/** No broadcast went out in the chosen days. */
export const NothingSent: Story = { args: { state: { kind: 'ready', data: summaryOf([]) } } };

export const LoadFails: Story = {
  args: { state: { kind: 'failed', text: 'โหลดข้อมูลไม่สำเร็จ' } },
};

/** LINE has counted none of the unit's broadcasts yet. */
export const LineNotCounted: Story = {
  args: {
    state: {
      kind: 'ready',
      data: summaryOf(OWN_UNIT_ROWS.map((row) => ({ ...row, insight: null }))),
    },
  },
};
