import { screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { axeViolations } from '@hbc/ui/testing';
import { show } from '../../testing/spec-helpers';
import * as stories from './QuotaCard.stories';

const { PartlyUsed, AlmostUsedUp, NoLimit, LineUnreachable } = composeStories(stories);

const card = () => screen.getByRole('group', { name: 'โควตาเดือนนี้' });

describe('QuotaCard', () => {
  it('shows the messages used out of the limit, as a bar, and what is left', () => {
    show(<PartlyUsed />);
    expect(within(card()).getByText('2,104,900 / 5,000,000')).toBeInTheDocument();
    const bar = within(card()).getByRole('progressbar', { name: 'ใช้ไปแล้ว' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuetext', '42.1%');
    expect(within(card()).getByText('คงเหลือ 2,895,100 ข้อความ')).toBeInTheDocument();
  });

  it('warns when less than a tenth is left', () => {
    show(<AlmostUsedUp />);
    expect(within(card()).getByRole('progressbar')).toHaveClass('MuiLinearProgress-colorWarning');
    expect(within(card()).getByText('คงเหลือ 300,000 ข้อความ')).toBeInTheDocument();
  });

  it('says when the channel has no limit', () => {
    show(<NoLimit />);
    expect(within(card()).getByText('812,000')).toBeInTheDocument();
    expect(within(card()).getByText('ไม่จำกัดจำนวน')).toBeInTheDocument();
    expect(within(card()).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says when LINE could not be reached', () => {
    show(<LineUnreachable />);
    expect(within(card()).getByText('ติดต่อ LINE เพื่ออ่านโควตาไม่ได้ในขณะนี้')).toBeInTheDocument();
  });

  it('holds no axe violations', async () => {
    show(<PartlyUsed />);
    expect(await axeViolations(document.body, { skip: ['region'] })).toEqual([]);
  });
});
