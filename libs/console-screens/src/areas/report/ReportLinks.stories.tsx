import type { Meta, StoryObj } from '@storybook/react-vite';
import { VACCINE_REPORT } from './report-fixtures';
import { ReportLinks } from './ReportLinks';

const meta: Meta<typeof ReportLinks> = {
  title: 'console/report/ReportLinks',
  component: ReportLinks,
};
export default meta;
type Story = StoryObj<typeof ReportLinks>;

/** Two links of the vaccine broadcast. */
export const TwoLinks: Story = { args: { links: VACCINE_REPORT.links } };

/** A broadcast without tracking links. */
export const NoLinks: Story = { args: { links: [] } };
