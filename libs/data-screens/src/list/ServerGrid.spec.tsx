import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import { staticUnitList } from '../testing/static-list';
import * as stories from './ServerGrid.stories';

const { FirstPage, Loading, Empty, NoMatch, Failed } = composeStories(stories);

describe('ServerGrid', () => {
  it('shows the page given, with the Thai pager over the whole total', () => {
    render(
      <StoryShell>
        <FirstPage />
      </StoryShell>,
    );
    const grid = screen.getByRole('grid', { name: 'หน่วยบริการ' });
    expect(within(grid).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('1–10 จาก 57')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'แถวต่อหน้า:' })).toHaveTextContent('10');
  });

  it('hands page and page-size changes to the list', async () => {
    const user = userEvent.setup();
    const setPage = jest.fn();
    render(
      <StoryShell>
        <FirstPage list={staticUnitList({ setPage })} />
      </StoryShell>,
    );

    await user.click(screen.getByRole('button', { name: 'ไปหน้าถัดไป' }));
    expect(setPage).toHaveBeenLastCalledWith(2);

    await user.click(screen.getByRole('combobox', { name: 'แถวต่อหน้า:' }));
    await user.click(screen.getByRole('option', { name: '100' }));
    expect(setPage).toHaveBeenLastCalledWith(1, 100);
  });

  it('sorts only by the list’s sort fields', async () => {
    const user = userEvent.setup();
    const setSort = jest.fn();
    render(
      <StoryShell>
        <FirstPage list={staticUnitList({ setSort })} />
      </StoryShell>,
    );

    await user.click(screen.getByRole('columnheader', { name: /รหัสหน่วยบริการ/ }));
    expect(setSort).toHaveBeenLastCalledWith({ field: 'hcode', direction: 'asc' });

    setSort.mockClear();
    await user.click(screen.getByRole('columnheader', { name: /จังหวัด/ }));
    expect(setSort).not.toHaveBeenCalled();
  });

  it('shows the loading overlay', () => {
    render(
      <StoryShell>
        <Loading />
      </StoryShell>,
    );
    expect(within(screen.getByRole('grid')).getByRole('progressbar')).toBeInTheDocument();
  });

  it("says 'ไม่พบข้อมูล', or 'ไม่พบข้อมูลที่ค้นหา' when searching", () => {
    const { unmount } = render(
      <StoryShell>
        <Empty />
      </StoryShell>,
    );
    expect(within(screen.getByRole('grid')).getByText('ไม่พบข้อมูล')).toBeInTheDocument();
    unmount();
    render(
      <StoryShell>
        <NoMatch />
      </StoryShell>,
    );
    expect(within(screen.getByRole('grid')).getByText('ไม่พบข้อมูลที่ค้นหา')).toBeInTheDocument();
  });

  it('says the failure with a retry', async () => {
    const user = userEvent.setup();
    const reload = jest.fn();
    render(
      <StoryShell>
        <Failed list={staticUnitList({ rows: [], error: 'โหลดข้อมูลไม่สำเร็จ', reload })} />
      </StoryShell>,
    );

    expect(screen.getByRole('alert')).toHaveTextContent('โหลดข้อมูลไม่สำเร็จ');
    await user.click(screen.getByRole('button', { name: 'ลองอีกครั้ง' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
