import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { address, bodiesOf, column, show } from '../testing/spec-helpers';
import * as stories from './ResourceListScreen.stories';

const { Declared, NothingYet } = composeStories(stories);

const GRID = 'รายชื่อหน่วยบริการ';

describe('ResourceListScreen', () => {
  it("shows the declared list under the route's title, with its search, add and export", async () => {
    show(<Declared />);

    await waitFor(() => expect(column(GRID, 'hcode').length).toBeGreaterThan(0));
    expect(screen.getByRole('heading', { name: GRID })).toBeInTheDocument();
    expect(document.title).toMatch(/^รายชื่อหน่วยบริการ \| /);
    expect(screen.getByPlaceholderText('ชื่อหรือรหัสหน่วยบริการ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'เพิ่มหน่วยบริการ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ส่งออก' })).toBeInTheDocument();
  });

  it("opens a clicked row's form at ?id=", async () => {
    show(<Declared />);

    await waitFor(() => expect(column(GRID, 'name').length).toBeGreaterThan(0));
    await userEvent.click(screen.getByRole('gridcell', { name: column(GRID, 'name')[0] ?? '' }));

    expect(address()).toMatch(/^\/health-center\/unit\/form\?id=\d+$/);
  });

  it('opens a new record with the query the screen gives', async () => {
    show(<Declared />);
    await waitFor(() => expect(column(GRID, 'name').length).toBeGreaterThan(0));

    await userEvent.click(screen.getByRole('button', { name: 'เพิ่มหน่วยบริการ' }));

    expect(address()).toBe('/health-center/unit/form?province=40');
  });

  it('does what the screen says for a row action the declaration names', async () => {
    show(<Declared />);

    await waitFor(() => expect(column(GRID, 'name').length).toBeGreaterThan(0));
    const name = column(GRID, 'name')[0];
    await userEvent.click(screen.getAllByRole('button', { name: 'ปักธง' })[0] as HTMLElement);

    expect(screen.getByText(`ปักธง ${name}`)).toBeInTheDocument();
  });

  it('shows its empty state instead of the grid when there is nothing yet', async () => {
    show(<NothingYet />);
    await waitFor(() => expect(bodiesOf('POST /api/health-center/unit/list')).toHaveLength(1));
    await act(() => Promise.resolve());

    expect(screen.getByRole('heading', { name: GRID })).toBeInTheDocument();
    expect(screen.getByText('ยังไม่มีหน่วยบริการ')).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });
});
