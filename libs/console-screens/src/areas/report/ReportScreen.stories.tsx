import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS, ROUTES } from '@hbc/contracts';
import { PROFILES } from '../../testing/profile-fixtures';
import { signedIn } from '../../testing/user-story-decorators';
import { ALL_ROWS, fakeReportApi, MAHASARAKHAM, VACCINE } from './report-fixtures';
import { ReportScreen } from './ReportScreen';
import { fakeCatchingUpReportApi } from './refresh-fixtures';

/** November 2569, when the fixtures' broadcasts went out. */
export const NOVEMBER = `${ROUTES.report}?from=2026-11-01&to=2026-11-30`;

const meta: Meta<typeof ReportScreen> = {
  title: 'console/report/ReportScreen',
  component: ReportScreen,
  parameters: { route: { path: ROUTES.report, entry: NOVEMBER } },
};
export default meta;
type Story = StoryObj<typeof ReportScreen>;

/** An Admin LV1: the unit's 22 broadcasts of November, their totals and clicks per day. */
export const ByAdminLv1: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV1, fakeReportApi()),
};

/** Super Admin: every unit's broadcasts, by region, province and unit. */
export const BySuperAdmin: Story = {
  decorators: signedIn(PROFILES.SUPER_ADMIN, fakeReportApi({ rows: ALL_ROWS })),
};

/** Super Admin's shared link: region 7, Maha Sarakham. */
export const SuperAdminInProvince: Story = {
  decorators: signedIn(PROFILES.SUPER_ADMIN, fakeReportApi({ rows: ALL_ROWS })),
  parameters: { route: { path: ROUTES.report, entry: `${NOVEMBER}&region=7&province=44` } },
};

/** Opened without days: the last 30 days, today included. */
export const LastThirtyDays: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV2, fakeReportApi()),
  parameters: { route: { path: ROUTES.report, entry: ROUTES.report } },
};

/** A month without broadcasts. */
export const NothingSent: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV1, fakeReportApi()),
  parameters: {
    route: { path: ROUTES.report, entry: `${ROUTES.report}?from=2026-09-01&to=2026-09-30` },
  },
};

/** The vaccine broadcast's report open over the list (a link from the dashboard). */
export const OpenedReport: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV1, fakeReportApi()),
  parameters: {
    route: { path: ROUTES.report, entry: `${NOVEMBER}&id=${VACCINE.broadcastId}` },
  },
};

/** The same, for Super Admin: no way to the broadcast's own page. */
export const OpenedBySuperAdmin: Story = {
  decorators: signedIn(PROFILES.SUPER_ADMIN, fakeReportApi({ rows: ALL_ROWS })),
  parameters: {
    route: { path: ROUTES.report, entry: `${NOVEMBER}&id=${VACCINE.broadcastId}` },
  },
};

/** A link to another unit’s broadcast: not found for this viewer. */
export const OpenedNotFound: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV2, fakeReportApi()),
  parameters: {
    route: { path: ROUTES.report, entry: `${NOVEMBER}&id=${MAHASARAKHAM.broadcastId}` },
  },
};

/** The API is down. */
export const LoadFails: Story = {
  decorators: signedIn(
    PROFILES.ADMIN_LV1,
    fakeReportApi({
      replies: {
        [`POST ${API_PATHS.reportList}`]: { network: true },
        [`POST ${API_PATHS.reportSummary}`]: { network: true },
      },
    }),
  ),
};

/** The clicks of the vaccine broadcast are rolled up between the first read and a refresh. */
export const RollupCatchesUp: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV1, fakeCatchingUpReportApi()),
};

/** The same, its report open over the list. */
export const OpenedWhileRollupCatchesUp: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV1, fakeCatchingUpReportApi()),
  parameters: {
    route: { path: ROUTES.report, entry: `${NOVEMBER}&id=${VACCINE.broadcastId}` },
  },
};
