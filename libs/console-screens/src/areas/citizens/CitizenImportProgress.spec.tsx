import { screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { axeViolations } from '@hbc/ui/testing';
import { show } from '../../testing/spec-helpers';
import * as stories from './CitizenImportProgress.stories';

const { Importing, Reading } = composeStories(stories);

/** Each count's label and number, as listed. */
const counts = () =>
  within(screen.getByRole('list', { name: 'ผลการนำเข้า' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('CitizenImportProgress', () => {
  it("fills with the share of the file's rows done and counts them so far", async () => {
    show(<Importing />);

    expect(screen.getByRole('progressbar', { name: 'กำลังนำเข้าข้อมูล' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByText('กำลังนำเข้าข้อมูล 40%')).toBeInTheDocument();
    expect(screen.getByText('นำเข้าแล้ว 1,000 จาก 2,500 แถว')).toBeInTheDocument();
    expect(counts()).toEqual(['เพิ่มใหม่924', 'ปรับปรุง50', 'ไม่เปลี่ยนแปลง18', 'ไม่ถูกต้อง8']);
    expect(await axeViolations(document.body, { skip: ['region'] })).toEqual([]);
  });

  it('runs without a share until the API has counted the rows', () => {
    show(<Reading />);

    expect(screen.getByRole('progressbar', { name: 'กำลังอ่านไฟล์' })).not.toHaveAttribute(
      'aria-valuenow',
    );
    expect(screen.getByText('กำลังอ่านไฟล์...')).toBeInTheDocument();
  });
});
