import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Edit from '@mui/icons-material/Edit';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import type { FakeUnit } from '../testing/fake-units';
import { actionsColumn } from './columns';
import * as stories from './LazyServerGrid.stories';

const { WithRowActions } = composeStories(stories);

describe('LazyServerGrid', () => {
  it('shows the column names and a progress bar until the grid’s code arrives, then the grid', async () => {
    render(
      <StoryShell>
        <WithRowActions />
      </StoryShell>,
    );

    const progress = screen.getByRole('progressbar', { name: 'กำลังโหลด...' });
    const frame = progress.parentElement;
    expect(frame).toHaveAttribute('aria-busy', 'true');
    expect(frame).toHaveTextContent('รหัสหน่วยบริการชื่อหน่วยบริการจังหวัดจัดการ');

    const grid = await screen.findByRole('grid', { name: 'หน่วยบริการ' });
    expect(within(grid).getAllByRole('row')).toHaveLength(11);
    expect(screen.queryByRole('progressbar', { name: 'กำลังโหลด...' })).not.toBeInTheDocument();
  });

  it('draws an actions column with the grid’s own buttons, which do not open the row', async () => {
    const user = userEvent.setup();
    const edit = jest.fn();
    const onRowClick = jest.fn();
    render(
      <StoryShell>
        <WithRowActions
          onRowClick={onRowClick}
          columns={[
            { field: 'name', headerName: 'ชื่อหน่วยบริการ', flex: 1 },
            actionsColumn<FakeUnit>([{ label: 'แก้ไข', icon: <Edit />, onClick: edit }]),
          ]}
        />
      </StoryShell>,
    );

    const grid = await screen.findByRole('grid', { name: 'หน่วยบริการ' });
    const [firstEdit] = within(grid).getAllByRole('button', { name: 'แก้ไข' });
    if (!firstEdit) throw new Error('no row has an edit button');
    await user.click(firstEdit);

    expect(edit).toHaveBeenCalledTimes(1);
    expect(edit.mock.calls[0]?.[0]).toEqual(expect.objectContaining({ name: expect.any(String) }));
    expect(onRowClick).not.toHaveBeenCalled();
  });
});
