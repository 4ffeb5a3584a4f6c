import { screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { show } from '../testing/spec-helpers';
import * as stories from './QrCodeBox.stories';

const { Ready, Drawing, Failed } = composeStories(stories);

describe('QrCodeBox', () => {
  it('shows the code as a picture described by its text', () => {
    show(<Ready />);
    const image = screen.getByRole('img', { name: 'คิวอาร์โค้ดของลิงก์ ตรวจสุขภาพประจำปี' });
    expect(image).toHaveAttribute('width', '200');
  });

  it('says it is drawing the code meanwhile', () => {
    show(<Drawing />);
    expect(screen.getByRole('progressbar', { name: 'กำลังสร้างคิวอาร์โค้ด' })).toBeInTheDocument();
  });

  it('says when the code could not be drawn', () => {
    show(<Failed />);
    expect(screen.getByText('สร้างคิวอาร์โค้ดไม่สำเร็จ')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
