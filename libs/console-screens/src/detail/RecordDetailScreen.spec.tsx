import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { show } from '../testing/spec-helpers';
import * as stories from './RecordDetailScreen.stories';

const { Ready, Loading, NotFound, Failed } = composeStories(stories);

describe('RecordDetailScreen', () => {
  it('shows the record under the screen title, the browser tab named by the record', async () => {
    show(<Ready />);

    expect(await screen.findByRole('heading', { name: 'ผู้สูงอายุเบาหวาน' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'รายละเอียดกลุ่มเป้าหมาย' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'แก้ไข' })).toBeInTheDocument();
    expect(document.title).toContain('ผู้สูงอายุเบาหวาน');
  });

  it('leads back up its trail', async () => {
    show(<Ready />);

    const trail = await screen.findByRole('navigation', { name: 'เส้นทางหน้า' });
    expect(within(trail).getByRole('button', { name: 'กลุ่มเป้าหมาย' })).toBeInTheDocument();
  });

  it('says it is loading meanwhile', async () => {
    show(<Loading />);

    expect(await screen.findByText('กำลังโหลด...')).toBeInTheDocument();
  });

  it('offers the list when the record is not there', async () => {
    show(<NotFound />);

    await userEvent.click(await screen.findByRole('button', { name: 'ไปที่รายการกลุ่มเป้าหมาย' }));
    expect(NotFound.args.onList).toHaveBeenCalled();
  });

  it('offers to read again when the read failed', async () => {
    show(<Failed />);

    expect(await screen.findByText('โหลดข้อมูลกลุ่มเป้าหมายไม่สำเร็จ')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ลองอีกครั้ง' }));
    expect(Failed.args.onRetry).toHaveBeenCalled();
  });
});
