import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import * as stories from './RecordUnavailable.stories';

const { NotFound, Failed } = composeStories(stories);

describe('RecordUnavailable', () => {
  it('says the record is not there and leads back to the list', async () => {
    const user = userEvent.setup();
    const onList = jest.fn();
    render(
      <StoryShell>
        <NotFound onList={onList} />
      </StoryShell>,
    );
    expect(screen.getByText('ไม่พบบรอดแคสต์นี้')).toBeInTheDocument();
    expect(screen.getByText('อาจถูกลบไปแล้ว หรือเป็นของหน่วยบริการอื่น')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'กลับไปรายการบรอดแคสต์' }));
    expect(onList).toHaveBeenCalledTimes(1);
  });

  it('says the record could not be read and offers to read it again', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    render(
      <StoryShell>
        <Failed onRetry={onRetry} />
      </StoryShell>,
    );
    expect(screen.getByText('โหลดข้อมูลบรอดแคสต์ไม่สำเร็จ')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ลองอีกครั้ง' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
