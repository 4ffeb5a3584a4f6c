import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import type { ReactElement } from 'react';
import * as stories from './SignInProblemScreen.stories';

const { ProviderDuplicate, ProviderError, ProviderOrganizationMismatch, InviteInvalid } =
  composeStories(stories);

function show(story: ReactElement) {
  render(<StoryShell>{story}</StoryShell>);
}

async function goesBackToLineLogin() {
  const back = screen.getByRole('link', { name: 'กลับไปหน้าเข้าสู่ระบบ' });
  expect(back).toHaveAttribute('href', '/line-login');
  await userEvent.click(back);
  expect(screen.getByText('หน้า /line-login')).toBeInTheDocument();
}

describe('sign-in problem screens', () => {
  it('explains that the Provider ID is already linked to another account', async () => {
    show(<ProviderDuplicate />);
    expect(screen.getByRole('heading', { level: 1, name: 'บัญชีนี้มีอยู่ในระบบแล้ว' })).toBeInTheDocument();
    expect(screen.getByText(/Provider ID นี้ถูกผูกกับบัญชีผู้ใช้งานอื่นในระบบแล้ว/)).toBeInTheDocument();
    expect(document.title).toBe('บัญชีนี้มีอยู่ในระบบแล้ว | ระบบจัดการข้อความ LINE หน่วยบริการสุขภาพ');
    await goesBackToLineLogin();
  });

  it('explains that the Provider ID sign-in failed and to contact staff', async () => {
    show(<ProviderError />);
    expect(screen.getByRole('heading', { level: 1, name: 'เข้าสู่ระบบไม่สำเร็จ' })).toBeInTheDocument();
    expect(screen.getByText('ไม่สามารถเข้าสู่ระบบด้วย Provider ID ได้')).toBeInTheDocument();
    expect(screen.getByText(/กรุณาติดต่อเจ้าหน้าที่ผู้ดูแลระบบ/)).toBeInTheDocument();
    await goesBackToLineLogin();
  });

  it('names the unit invited to and the Provider ID organisation when they differ', async () => {
    show(<ProviderOrganizationMismatch />);
    expect(screen.getByRole('heading', { level: 1, name: 'เข้าสู่ระบบไม่สำเร็จ' })).toBeInTheDocument();
    expect(screen.getByText('หน่วยบริการไม่ตรงกับ Provider ID')).toBeInTheDocument();
    expect(
      screen.getByText(
        'ท่านได้รับเชิญให้ใช้งานระบบในหน่วยบริการ โรงพยาบาลส่งเสริมสุขภาพตำบลบ้านเก่า (รหัส 72358) ' +
          'แต่ Provider ID ของท่านสังกัด โรงพยาบาลส่งเสริมสุขภาพตำบลบ้านใหม่สาธิต (รหัส 98765) ' +
          'จึงไม่สามารถเข้าสู่ระบบได้',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/แล้วเปิดลิงก์คำเชิญอีกครั้ง$/)).toBeInTheDocument();
    expect(screen.queryByText('ไม่สามารถเข้าสู่ระบบด้วย Provider ID ได้')).not.toBeInTheDocument();
    await goesBackToLineLogin();
  });

  it('says an invite link without a code is invalid', async () => {
    show(<InviteInvalid />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'คำเชิญเข้าใช้งานระบบ' }),
    ).toBeInTheDocument();
    expect(screen.getByText('ลิงก์ไม่ถูกต้อง กรุณาติดต่อเจ้าหน้าที่')).toBeInTheDocument();
    await goesBackToLineLogin();
  });
});
