import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { show } from '../../testing/spec-helpers';
import * as stories from './UrgentFields.stories';

const { NotUrgent, ReasonMissing } = composeStories(stories);

describe('UrgentFields', () => {
  it('asks for the reason once the broadcast is marked urgent, saying it needs approval', async () => {
    const user = userEvent.setup();
    show(<NotUrgent />);
    const urgent = screen.getByRole('switch', { name: 'ส่งแบบเร่งด่วน' });
    expect(urgent).not.toBeChecked();
    expect(urgent).toHaveAccessibleDescription('บรอดแคสต์เร่งด่วนต้องได้รับการอนุมัติก่อนส่งทุกครั้ง');
    expect(screen.queryByRole('textbox', { name: /เหตุผลที่เร่งด่วน/ })).not.toBeInTheDocument();

    await user.click(urgent);
    const reason = screen.getByRole('textbox', { name: /เหตุผลที่เร่งด่วน/ });
    expect(reason).toBeRequired();
    await user.type(reason, 'น้ำท่วม');
    expect(reason).toHaveValue('น้ำท่วม');
    expect(screen.getByText('7/500')).toBeInTheDocument();
  });

  it('says in Thai that the reason is required', () => {
    show(<ReasonMissing />);
    const reason = screen.getByRole('textbox', { name: /เหตุผลที่เร่งด่วน/ });
    expect(reason).toBeInvalid();
    expect(reason).toHaveAccessibleDescription('กรุณาระบุเหตุผลที่เร่งด่วน');
  });
});
