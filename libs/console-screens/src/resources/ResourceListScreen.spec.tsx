import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { address, bodiesOf, column, show } from '../testing/spec-helpers';
import * as stories from './ResourceListScreen.stories';

const {
  Declared,
  NothingYet,
  KeyedByHcode,
  ChosenColumns,
  RowChosenHere,
  CountAboveGrid,
  ByKeyset,
} = composeStories(stories);

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

  it("opens a row's form at the id the declaration's getRowId gives", async () => {
    show(<KeyedByHcode />);

    await waitFor(() => expect(column(GRID, 'hcode')[0]).toBe('00024'));
    await userEvent.click(screen.getByRole('gridcell', { name: '00024' }));

    expect(address()).toBe('/health-center/unit/form?id=00024');
  });

  it("shows the screen's own columns instead of the declaration's", async () => {
    show(<ChosenColumns />);

    await waitFor(() => expect(column(GRID, 'provinceName').length).toBeGreaterThan(0));
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['รหัสหน่วยบริการ', 'ชื่อหน่วยบริการ', 'จังหวัด']);
    expect(screen.queryByRole('button', { name: 'ปักธง' })).not.toBeInTheDocument();
  });

  it('does what the screen says on a row click, instead of opening the form', async () => {
    show(<RowChosenHere />);

    await waitFor(() => expect(column(GRID, 'name').length).toBeGreaterThan(0));
    const name = column(GRID, 'name')[0] ?? '';
    await userEvent.click(screen.getByRole('gridcell', { name }));

    expect(screen.getByText(`เลือก ${name}`)).toBeInTheDocument();
    expect(address()).toBe('/health-center/unit');
  });

  it('shows what the screen puts above the grid, between the search and the rows', async () => {
    show(<CountAboveGrid />);

    const count = await screen.findByText('หน่วยบริการทั้งหมด 12 แห่ง');
    const grid = screen.getByRole('grid', { name: GRID });
    const search = screen.getByPlaceholderText('ชื่อหรือรหัสหน่วยบริการ');
    expect(search.compareDocumentPosition(count) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(count.compareDocumentPosition(grid) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("asks for the next page after the last row's cursor when the declaration pages by keyset", async () => {
    show(<ByKeyset />);

    await waitFor(() => expect(column(GRID, 'hcode')).toHaveLength(10));
    const last = column(GRID, 'hcode')[9];
    await userEvent.click(screen.getByRole('button', { name: 'ไปหน้าถัดไป' }));

    await waitFor(() => expect(column(GRID, 'hcode')).toHaveLength(2));
    expect(bodiesOf('POST /api/health-center/unit/list').at(-1)).toMatchObject({
      page: 2,
      pageSize: 10,
      after: last,
    });
  });
});
