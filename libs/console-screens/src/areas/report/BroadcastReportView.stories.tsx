import type { Meta, StoryObj } from '@storybook/react-vite';
import { ROUTES } from '@hbc/contracts';
import { PROFILES } from '../../testing/profile-fixtures';
import { signedIn } from '../../testing/user-story-decorators';
import { BroadcastReportView } from './BroadcastReportView';
import { fakeReportApi, PARTIAL_REPORT, VACCINE_REPORT } from './report-fixtures';

const meta: Meta<typeof BroadcastReportView> = {
  title: 'console/report/BroadcastReportView',
  component: BroadcastReportView,
  parameters: { route: { path: ROUTES.report } },
  decorators: signedIn(PROFILES.ADMIN_LV1, fakeReportApi()),
};
export default meta;
type Story = StoryObj<typeof BroadcastReportView>;

/** Sent to 1,200; LINE's insight read; two links; clicks by the hour. Read by an Admin LV1. */
export const Vaccine: Story = { args: { report: VACCINE_REPORT, canOpenBroadcast: true } };

/** 35 more of its audience were held back by the frequency cap. */
export const Capped: Story = {
  args: { report: { ...VACCINE_REPORT, capped: 35 }, canOpenBroadcast: true },
};

/** Read by Super Admin: no way to the broadcast's own page. */
export const BySuperAdmin: Story = { args: { report: VACCINE_REPORT, canOpenBroadcast: false } };

/** Sent to few: LINE hides its figures of fewer than 20 users. */
export const FewRecipients: Story = {
  args: {
    report: {
      ...VACCINE_REPORT,
      insight: VACCINE_REPORT.insight && {
        ...VACCINE_REPORT.insight,
        uniqueImpressions: null,
        uniqueClicks: null,
        uniqueVideoPlays: null,
      },
    },
    canOpenBroadcast: true,
  },
};

/** Sent to few: LINE's figures are its health unit's, summed over its broadcasts of the month. */
export const HealthUnitMonth: Story = {
  args: {
    report: { ...VACCINE_REPORT, insightScope: { kind: 'UNIT_MONTH', month: '202511' } },
    canOpenBroadcast: true,
  },
};

/** Sent once the month's aggregation unit names were spent: no LINE figures at all. */
export const WithoutAggregationUnit: Story = {
  args: {
    report: { ...VACCINE_REPORT, insight: null, insightScope: { kind: 'NONE', month: null } },
    canOpenBroadcast: true,
  },
};

/** 200 failed; LINE has not summed it up yet; no links, no clicks. */
export const NotYetFromLine: Story = { args: { report: PARTIAL_REPORT, canOpenBroadcast: true } };
