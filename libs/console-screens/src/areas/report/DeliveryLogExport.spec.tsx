import { dismissAllToasts } from '@hbc/ui';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { clearProfile } from '@hbc/api-clients';
import { axeViolations } from '@hbc/ui/testing';
import { show } from '../../testing/spec-helpers';
import { exportRequests } from '../../testing/user-story-decorators';
import { catchDownloads, releaseDownloads } from './report-testing';
import * as stories from './DeliveryLogExport.stories';

const { VaccineLog } = composeStories(stories);

afterEach(() => {
  clearProfile();
  dismissAllToasts();
  releaseDownloads();
});

describe('DeliveryLogExport', () => {
  it.each([
    ['Excel (.xlsx)', 'xlsx'],
    ['CSV (.csv)', 'csv'],
  ])('exports the whole per-recipient log as %s through the report call', async (label, format) => {
    const saved = catchDownloads();
    const user = userEvent.setup();
    show(<VaccineLog />);
    expect(screen.getByText('สถานะการส่งถึงผู้รับแต่ละคน เป็นไฟล์ Excel หรือ CSV')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ส่งออก' }));
    await user.click(await screen.findByRole('menuitem', { name: label }));

    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(await screen.findByText('ส่งออกไฟล์เรียบร้อยแล้ว')).toBeInTheDocument();
    expect(exportRequests.at(-1)).toEqual({
      path: '/api/report/31/delivery/export',
      body: { format },
    });
    expect(saved).toHaveLength(1);
  });

  it('holds no axe violations', async () => {
    show(<VaccineLog />);
    expect(await axeViolations(document.body, { skip: ['region'] })).toEqual([]);
  });
});
