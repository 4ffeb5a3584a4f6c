import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { show } from '../testing/spec-helpers';
import * as stories from './RetryAlert.stories';

const { Failed } = composeStories(stories);

describe('RetryAlert', () => {
  it('says why and reads again on request', async () => {
    show(<Failed />);

    expect(screen.getByRole('alert')).toHaveTextContent('โหลดข้อมูลไม่สำเร็จ');
    await userEvent.click(screen.getByRole('button', { name: 'ลองอีกครั้ง' }));
    expect(Failed.args.onRetry).toHaveBeenCalled();
  });
});
