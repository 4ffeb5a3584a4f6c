import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { show } from '../testing/spec-helpers';
import { SettingForm } from './SettingPage';
import * as stories from './SettingPage.stories';

const { Loading, Failed, Ready, Form } = composeStories(stories);

describe('SettingPage', () => {
  it('shows the route’s title and that the setting is being read', () => {
    show(<Loading />);
    expect(screen.getByRole('heading', { level: 1, name: 'นโยบายการส่ง' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('กำลังโหลด');
    expect(screen.queryByText('แบบฟอร์มการตั้งค่า')).not.toBeInTheDocument();
  });

  it('says why when the read failed, and reads again on request', async () => {
    show(<Failed />);
    expect(screen.getByRole('alert')).toHaveTextContent('โหลดนโยบายการส่งไม่สำเร็จ');
    await userEvent.click(screen.getByRole('button', { name: 'ลองอีกครั้ง' }));
    expect(Failed.args.onRetry).toHaveBeenCalled();
  });

  it('shows its form once read', () => {
    show(<Ready />);
    expect(screen.getByText('แบบฟอร์มการตั้งค่า')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says what the setting does above its fields and saves on press', async () => {
    const onSave = jest.fn();
    show(
      <SettingForm help="ใช้กับบรอดแคสต์ของทุกหน่วยบริการ" saving={false} onSave={onSave} maxWidth={560}>
        <input aria-label="ค่า" />
      </SettingForm>,
    );
    expect(screen.getByText('ใช้กับบรอดแคสต์ของทุกหน่วยบริการ')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('puts the form on the page once the setting is read', () => {
    show(<Form />);
    expect(screen.getByText('ช่องกรอกการตั้งค่า')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'บันทึก' })).toBeEnabled();
  });
});
