import { dismissAllToasts, StoryShell } from '@hbc/ui';
import type { ReactElement } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import type { ApiList } from '@hbc/contracts';
import { ApiError } from '@hbc/api-clients';
import { axeViolations } from '@hbc/ui/testing';
import { PAGE_RULES } from '../testing/page-rules';
import {
  createFakeUnitApi,
  fakeUnitPage,
  FAKE_UNITS,
  type FakeUnit,
  type FakeUnitSortField,
} from '../testing/fake-units';
import { createMemoryExport } from '../testing/memory-export';
import { ADDRESS_LABEL, BACK_LABEL } from '../testing/StoryRouter';
import type { DownloadExportFn } from '../export/export-formats';
import type { ServerListQuery } from './useServerList';
import * as stories from './ListScreen.stories';

const {
  Units,
  Loading,
  Empty,
  SharedLink,
  JunkLink,
  NoMatch,
  LoadFails,
  Refused,
  ReadOnly,
  Exporting,
  Keyset,
  KeysetDeepLink,
  CountStopped,
} = composeStories(stories);

type Query = ServerListQuery<FakeUnitSortField>;

afterEach(() => {
  dismissAllToasts();
});

/** A fetchPage answering from the fake units at once, recording each query. */
function recordingApi(countLimit?: number) {
  const fake = createFakeUnitApi(countLimit === undefined ? {} : { countLimit });
  return jest.fn((query: Query & { after?: number }, signal: AbortSignal) => fake(query, signal));
}

/** A fetchPage whose answers the test gives, one by one. */
function manualApi() {
  const calls: {
    query: Query;
    signal: AbortSignal;
    resolve: (answer: ApiList<FakeUnit>) => void;
    reject: (error: unknown) => void;
  }[] = [];
  const fetchPage = jest.fn(
    (query: Query, signal: AbortSignal) =>
      new Promise<ApiList<FakeUnit>>((resolve, reject) =>
        calls.push({ query, signal, resolve, reject }),
      ),
  );
  return { fetchPage, calls };
}

const address = () => screen.getByRole('status', { name: ADDRESS_LABEL }).textContent;
const grid = () => screen.getByRole('grid', { name: 'หน่วยบริการ' });
/** The unit names on the page, top to bottom. */
const names = () =>
  within(grid())
    .queryAllByRole('gridcell')
    .filter((cell) => cell.getAttribute('data-field') === 'name')
    .map((cell) => cell.textContent);
const sortedNames = (
  field: FakeUnitSortField,
  direction: 'asc' | 'desc',
  page: number,
  pageSize: number,
) => fakeUnitPage({ page, pageSize, sort: { field, direction } }).data.map((unit) => unit.name);

function show(story: ReactElement) {
  render(<StoryShell>{story}</StoryShell>);
}

describe('ListScreen: the view in the URL', () => {
  it('asks for the first page of 20 in the default sort and shows it', async () => {
    const fetchPage = recordingApi();
    show(<Units fetchPage={fetchPage} />);

    await waitFor(() => expect(names()).toEqual(sortedNames('name', 'asc', 1, 20)));
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(fetchPage.mock.calls[0]?.[0]).toEqual({
      page: 1,
      pageSize: 20,
      sort: { field: 'name', direction: 'asc' },
    });
    expect(screen.getByText('1–20 จาก 57')).toBeInTheDocument();
    expect(address()).toBe('/health-center/unit');
  });

  it('restores a shared link: page, size, sort and filter', async () => {
    const fetchPage = recordingApi();
    show(<SharedLink fetchPage={fetchPage} />);

    const active = FAKE_UNITS.filter((unit) => unit.active);
    await waitFor(() => expect(screen.getByText(`11–20 จาก ${active.length}`)).toBeInTheDocument());
    expect(fetchPage.mock.calls[0]?.[0]).toEqual({
      page: 2,
      pageSize: 10,
      sort: { field: 'hcode', direction: 'desc' },
      filters: { active: true },
    });
    expect(screen.getByRole('combobox', { name: 'สถานะ' })).toHaveTextContent('ใช้งาน');
    expect(within(grid()).getByRole('columnheader', { name: /รหัสหน่วยบริการ/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('opens a link holding junk on the defaults', async () => {
    const fetchPage = recordingApi();
    show(<JunkLink fetchPage={fetchPage} />);

    await waitFor(() => expect(names()).toEqual(sortedNames('name', 'asc', 1, 20)));
    expect(fetchPage.mock.calls[0]?.[0]).toEqual({
      page: 1,
      pageSize: 20,
      sort: { field: 'name', direction: 'asc' },
    });
    expect(screen.getByRole('combobox', { name: 'ประเภท' })).toHaveTextContent('ทั้งหมด');
  });

  it('puts the page in the URL as a new history entry, and Back restores the page before', async () => {
    const user = userEvent.setup();
    const fetchPage = recordingApi();
    show(<Units fetchPage={fetchPage} />);
    await waitFor(() => expect(names()).toHaveLength(20));

    await user.click(screen.getByRole('button', { name: 'ไปหน้าถัดไป' }));

    await waitFor(() => expect(names()).toEqual(sortedNames('name', 'asc', 2, 20)));
    expect(address()).toBe('/health-center/unit?page=2');
    expect(fetchPage).toHaveBeenLastCalledWith(
      { page: 2, pageSize: 20, sort: { field: 'name', direction: 'asc' } },
      expect.anything(),
    );

    await user.click(screen.getByRole('button', { name: BACK_LABEL }));

    await waitFor(() => expect(names()).toEqual(sortedNames('name', 'asc', 1, 20)));
    expect(address()).toBe('/health-center/unit');
  });

  it('changes the page size back to page 1', async () => {
    const user = userEvent.setup();
    show(<SharedLink fetchPage={recordingApi()} />);
    await waitFor(() => expect(names()).toHaveLength(10));

    await user.click(screen.getByRole('combobox', { name: 'แถวต่อหน้า:' }));
    await user.click(screen.getByRole('option', { name: '50' }));

    await waitFor(() =>
      expect(address()).toBe('/health-center/unit?pageSize=50&sort=hcode&order=desc&active=true'),
    );
  });

  it('sorts by a clicked header from page 1, and leaves unsortable columns alone', async () => {
    const user = userEvent.setup();
    const fetchPage = recordingApi();
    show(<Units fetchPage={fetchPage} />);
    await waitFor(() => expect(names()).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'ไปหน้าถัดไป' }));
    await waitFor(() => expect(address()).toBe('/health-center/unit?page=2'));

    await user.click(within(grid()).getByRole('columnheader', { name: /รหัสหน่วยบริการ/ }));

    await waitFor(() => expect(names()).toEqual(sortedNames('hcode', 'asc', 1, 20)));
    expect(address()).toBe('/health-center/unit?sort=hcode&order=asc');

    await user.click(within(grid()).getByRole('columnheader', { name: /จังหวัด/ }));
    expect(address()).toBe('/health-center/unit?sort=hcode&order=asc');
  });

  it('searches once typing pauses, replacing the history entry rather than adding one', async () => {
    const user = userEvent.setup();
    const fetchPage = recordingApi();
    show(<Units fetchPage={fetchPage} />);
    await waitFor(() => expect(names()).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'ไปหน้าถัดไป' }));
    await waitFor(() => expect(address()).toBe('/health-center/unit?page=2'));

    await user.type(screen.getByRole('searchbox', { name: 'ค้นหา' }), 'ชุมแพ');

    await waitFor(() => expect(address()).toBe('/health-center/unit?q=ชุมแพ'));
    const matching = FAKE_UNITS.filter((unit) => unit.name.includes('ชุมแพ')).map(
      (unit) => unit.name,
    );
    await waitFor(() =>
      expect(names()).toEqual([...matching].sort(new Intl.Collator('th').compare)),
    );
    // One request for the whole word, not one per letter.
    expect(fetchPage.mock.calls.filter(([query]) => query.search !== undefined)).toEqual([
      [
        { page: 1, pageSize: 20, search: 'ชุมแพ', sort: { field: 'name', direction: 'asc' } },
        expect.anything(),
      ],
    ]);

    await user.click(screen.getByRole('button', { name: BACK_LABEL }));

    await waitFor(() => expect(address()).toBe('/health-center/unit'));
    expect(screen.getByRole('searchbox', { name: 'ค้นหา' })).toHaveValue('');
  });

  it('filters from the page header, back to page 1', async () => {
    const user = userEvent.setup();
    const fetchPage = recordingApi();
    show(<Units fetchPage={fetchPage} />);
    await waitFor(() => expect(names()).toHaveLength(20));

    await user.click(screen.getByRole('combobox', { name: 'ประเภท' }));
    await user.click(screen.getByRole('option', { name: 'โรงพยาบาลชุมชน' }));

    await waitFor(() => expect(address()).toBe('/health-center/unit?kind=COMMUNITY_HOSPITAL'));
    expect(fetchPage).toHaveBeenLastCalledWith(
      {
        page: 1,
        pageSize: 20,
        sort: { field: 'name', direction: 'asc' },
        filters: { kind: 'COMMUNITY_HOSPITAL' },
      },
      expect.anything(),
    );

    await user.click(screen.getByRole('combobox', { name: 'จังหวัด' }));
    await user.click(await screen.findByRole('option', { name: 'เชียงใหม่' }));

    await waitFor(() =>
      expect(address()).toBe('/health-center/unit?kind=COMMUNITY_HOSPITAL&provinceId=50'),
    );
    const matching = fakeUnitPage({
      page: 1,
      pageSize: 20,
      sort: { field: 'name', direction: 'asc' },
      filters: { kind: 'COMMUNITY_HOSPITAL', provinceId: 50 },
    }).data;
    expect(matching.length).toBeGreaterThan(0);
    await waitFor(() => expect(names()).toEqual(matching.map((unit) => unit.name)));
  });
});

describe('ListScreen: keyset paging', () => {
  const byName = { field: 'name', direction: 'asc' } as const;
  /** The id of the last unit of page `page` (20 a page, by name). */
  const lastIdOf = (page: number) => sortedUnits(page).at(-1)?.id;
  const sortedUnits = (page: number) => fakeUnitPage({ page, pageSize: 20, sort: byName }).data;

  it('asks for the next page after the last unit shown, and pages seen before the same way', async () => {
    const user = userEvent.setup();
    const fetchPage = recordingApi();
    show(<Keyset fetchPage={fetchPage} />);
    await waitFor(() => expect(names()).toHaveLength(20));
    expect(fetchPage).toHaveBeenLastCalledWith(
      { page: 1, pageSize: 20, sort: byName },
      expect.anything(),
    );

    await user.click(screen.getByRole('button', { name: 'ไปหน้าถัดไป' }));
    await waitFor(() => expect(names()).toEqual(sortedNames('name', 'asc', 2, 20)));
    expect(fetchPage).toHaveBeenLastCalledWith(
      { page: 2, pageSize: 20, sort: byName, after: lastIdOf(1) },
      expect.anything(),
    );
    expect(address()).toBe('/health-center/unit?page=2');

    await user.click(screen.getByRole('button', { name: 'ไปหน้าถัดไป' }));
    await waitFor(() => expect(names()).toEqual(sortedNames('name', 'asc', 3, 20)));
    expect(fetchPage).toHaveBeenLastCalledWith(
      { page: 3, pageSize: 20, sort: byName, after: lastIdOf(2) },
      expect.anything(),
    );

    await user.click(screen.getByRole('button', { name: BACK_LABEL }));
    await waitFor(() => expect(names()).toEqual(sortedNames('name', 'asc', 2, 20)));
    expect(fetchPage).toHaveBeenLastCalledWith(
      { page: 2, pageSize: 20, sort: byName, after: lastIdOf(1) },
      expect.anything(),
    );
  });

  it('sends no cursor after a filter change, and pages afresh from the filtered list', async () => {
    const user = userEvent.setup();
    const fetchPage = recordingApi();
    show(<Keyset fetchPage={fetchPage} />);
    await waitFor(() => expect(names()).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'ไปหน้าถัดไป' }));
    await waitFor(() => expect(names()).toEqual(sortedNames('name', 'asc', 2, 20)));

    await user.click(screen.getByRole('combobox', { name: 'สถานะ' }));
    await user.click(screen.getByRole('option', { name: 'ใช้งาน' }));

    await waitFor(() => expect(address()).toBe('/health-center/unit?active=true'));
    const filtered = { page: 1, pageSize: 20, sort: byName, filters: { active: true } };
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith(filtered, expect.anything()));
    const active = fakeUnitPage(filtered).data;
    await waitFor(() => expect(names()).toEqual(active.map((unit) => unit.name)));

    await user.click(screen.getByRole('button', { name: 'ไปหน้าถัดไป' }));
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith(
        { ...filtered, page: 2, after: active.at(-1)?.id },
        expect.anything(),
      ),
    );
  });

  it('goes by page number to a page opened by a link, and to a page before it through Back', async () => {
    const user = userEvent.setup();
    const fetchPage = recordingApi();
    show(<KeysetDeepLink fetchPage={fetchPage} />);

    await waitFor(() => expect(names()).toEqual(sortedNames('name', 'asc', 3, 20)));
    expect(fetchPage).toHaveBeenLastCalledWith(
      { page: 3, pageSize: 20, sort: byName },
      expect.anything(),
    );

    await user.click(screen.getByRole('button', { name: BACK_LABEL }));
    await waitFor(() => expect(names()).toEqual(sortedNames('name', 'asc', 2, 20)));
    expect(fetchPage).toHaveBeenLastCalledWith(
      { page: 2, pageSize: 20, sort: byName },
      expect.anything(),
    );

    await user.click(screen.getByRole('button', { name: 'ไปหน้าถัดไป' }));
    await waitFor(() => expect(names()).toEqual(sortedNames('name', 'asc', 3, 20)));
    expect(fetchPage).toHaveBeenLastCalledWith(
      { page: 3, pageSize: 20, sort: byName, after: lastIdOf(2) },
      expect.anything(),
    );
  });

  it("says 'มากกว่า' when the API stopped counting, and offers Next until a page is not full", async () => {
    const user = userEvent.setup();
    show(<CountStopped fetchPage={recordingApi(30)} />);
    expect(await screen.findByText('1–20 จาก มากกว่า 30')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ไปหน้าถัดไป' }));
    expect(await screen.findByText('21–40 จาก มากกว่า 40')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ไปหน้าถัดไป' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'ไปหน้าถัดไป' }));
    await waitFor(() => expect(names()).toEqual(sortedNames('name', 'asc', 3, 20)));
    expect(screen.getByText('41–57 จาก 57')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ไปหน้าถัดไป' })).toBeDisabled();
  });
});

describe('ListScreen: accessibility', () => {
  it('has no axe violations with rows, and with the empty state', async () => {
    const first = render(
      <StoryShell>
        <Units fetchPage={createFakeUnitApi()} />
      </StoryShell>,
    );
    await waitFor(() => expect(names()).toHaveLength(20));
    expect(await axeViolations(document, { skip: PAGE_RULES })).toEqual([]);
    first.unmount();

    show(<NoMatch />);
    await within(grid()).findByText('ไม่พบข้อมูลที่ค้นหา');
    expect(await axeViolations(document, { skip: PAGE_RULES })).toEqual([]);
  });
});

describe('ListScreen: requests', () => {
  it('cancels a stale request and ignores its late answer', async () => {
    const user = userEvent.setup();
    const { fetchPage, calls } = manualApi();
    show(<Units fetchPage={fetchPage} />);
    await act(async () => calls[0]?.resolve(fakeUnitPage(calls[0].query)));
    await waitFor(() => expect(names()).toHaveLength(20));

    await user.click(screen.getByRole('button', { name: 'ไปหน้าถัดไป' }));
    await user.click(screen.getByRole('button', { name: 'ไปหน้าถัดไป' }));
    expect(calls.map((call) => call.query.page)).toEqual([1, 2, 3]);
    expect(calls[1]?.signal.aborted).toBe(true);
    expect(calls[2]?.signal.aborted).toBe(false);

    await act(async () => calls[2]?.resolve(fakeUnitPage(calls[2].query)));
    await act(async () => calls[1]?.resolve(fakeUnitPage(calls[1].query)));

    expect(names()).toEqual(sortedNames('name', 'asc', 3, 20));
    expect(screen.getByText('41–57 จาก 57')).toBeInTheDocument();
  });

  it('shows the loading overlay while a page loads', () => {
    show(<Loading />);
    expect(within(grid()).getByRole('progressbar')).toBeInTheDocument();
  });

  it('says the load failed and asks again on retry', async () => {
    const user = userEvent.setup();
    const good = createFakeUnitApi();
    const fetchPage = jest
      .fn<Promise<ApiList<FakeUnit>>, [Query, AbortSignal]>()
      .mockRejectedValueOnce(new ApiError('INTERNAL_ERROR', { status: 500 }))
      .mockImplementation(good);
    show(<LoadFails fetchPage={fetchPage} />);

    expect(await screen.findByRole('alert')).toHaveTextContent('โหลดข้อมูลไม่สำเร็จ');
    await user.click(screen.getByRole('button', { name: 'ลองอีกครั้ง' }));

    await waitFor(() => expect(names()).toHaveLength(20));
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the API’s Thai reason when it gives one', async () => {
    show(<Refused />);
    expect(await screen.findByRole('alert')).toHaveTextContent('ไม่มีสิทธิ์เข้าถึงข้อมูลนี้');
  });

  it('story LoadFails shows the generic failure', async () => {
    show(<LoadFails />);
    expect(await screen.findByRole('alert')).toHaveTextContent('โหลดข้อมูลไม่สำเร็จ');
  });
});

describe('ListScreen: empty states', () => {
  it("says 'ไม่พบข้อมูล' for an empty list", async () => {
    show(<Empty />);
    expect(await within(grid()).findByText('ไม่พบข้อมูล')).toBeInTheDocument();
  });

  it("says 'ไม่พบข้อมูลที่ค้นหา' when a search finds nothing, and the search clears with its button", async () => {
    const user = userEvent.setup();
    show(<NoMatch />);

    expect(await within(grid()).findByText('ไม่พบข้อมูลที่ค้นหา')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'ค้นหา' })).toHaveValue('ไม่มีหน่วยนี้');

    await user.click(screen.getByRole('button', { name: 'ล้างคำค้นหา' }));

    await waitFor(() => expect(address()).toBe('/health-center/unit'));
    await waitFor(() => expect(names()).toHaveLength(20));
  });
});

describe('ListScreen: rows and actions', () => {
  it('opens a row on click and on Enter, but not from its action buttons', async () => {
    const user = userEvent.setup();
    const onRowClick = jest.fn();
    const onEdit = jest.fn();
    show(<Units fetchPage={createFakeUnitApi()} onRowClick={onRowClick} onEdit={onEdit} />);
    const [first] = sortedNames('name', 'asc', 1, 20);
    const unit = FAKE_UNITS.find((u) => u.name === first);
    const cell = await screen.findByRole('gridcell', { name: first });

    await user.click(cell);
    expect(onRowClick).toHaveBeenLastCalledWith(unit);

    onRowClick.mockClear();
    const rowOfHcode = within(grid()).getByRole('gridcell', { name: unit?.hcode });
    rowOfHcode.focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(unit);

    onRowClick.mockClear();
    const row = cell.closest('[role="row"]') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'แก้ไข' }));
    expect(onEdit).toHaveBeenCalledWith(unit);
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('shows Buddhist-era dates and status chips', async () => {
    show(<Units fetchPage={createFakeUnitApi()} />);
    const [first] = sortedNames('name', 'asc', 1, 20);
    const unit = FAKE_UNITS.find((u) => u.name === first);
    if (!unit) throw new Error('no unit on the first page');
    const row = (await screen.findByRole('gridcell', { name: first })).closest(
      '[role="row"]',
    ) as HTMLElement;

    const updated = new Date(unit.updatedAt);
    const expected = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Bangkok',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .format(updated)
      .replace(/(\d{2})\/(\d{2})\/(\d{4}), /, (_m, d, mo, y) => `${d}/${mo}/${Number(y) + 543} `);
    expect(within(row).getByRole('gridcell', { name: expected })).toBeInTheDocument();
    expect(within(row).getByText(unit.active ? 'ใช้งาน' : 'ปิดใช้งาน')).toBeInTheDocument();
  });

  it('offers the add button and calls the screen', async () => {
    const user = userEvent.setup();
    const onAdd = jest.fn();
    show(<Units onAdd={onAdd} />);
    await user.click(screen.getByRole('button', { name: 'เพิ่มหน่วยบริการ' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('offers the screen’s other ways in beside the add button', async () => {
    const user = userEvent.setup();
    const onImport = jest.fn();
    show(<Units onAdd={jest.fn()} onImport={onImport} />);
    await user.click(screen.getByRole('button', { name: 'นำเข้าจากไฟล์' }));
    expect(onImport).toHaveBeenCalledTimes(1);
  });

  it('shows what the screen adds between the filters and the grid', async () => {
    show(
      <Units>
        <p>ยอดรวมของรายการ</p>
      </Units>,
    );
    const added = screen.getByText('ยอดรวมของรายการ');
    const filters = screen.getByRole('group', { name: 'ตัวกรอง' });
    expect(filters.compareDocumentPosition(added) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(added.compareDocumentPosition(grid()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('has no add button, export or clickable rows when the screen declares none', async () => {
    show(<ReadOnly />);
    await screen.findAllByRole('gridcell');
    expect(screen.queryByRole('button', { name: 'เพิ่มหน่วยบริการ' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ส่งออก' })).not.toBeInTheDocument();
  });
});

describe('ListScreen: export', () => {
  let saved: { fileName: string; blob: Blob }[];
  let createObjectURL: jest.Mock;
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

  beforeEach(() => {
    saved = [];
    const blobs = new Map<string, Blob>();
    createObjectURL = jest.fn((blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    });
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ fileName: this.download, blob: blobs.get(this.href) as Blob });
    });
  });

  afterEach(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
    jest.restoreAllMocks();
  });

  it('exports the search, sort and filters shown, with progress, and saves the file under the API’s name', async () => {
    const user = userEvent.setup();
    // The download reports its first bytes, then waits for the test to finish it.
    let finish: () => void = () => undefined;
    const download = jest.fn<ReturnType<DownloadExportFn>, Parameters<DownloadExportFn>>(
      (_path, _body, onProgress) =>
        new Promise((resolve) => {
          onProgress?.({ loadedBytes: 1_000, totalRows: 8 });
          finish = () =>
            resolve({ blob: new Blob([new Uint8Array(3_000)]), fileName: 'หน่วยบริการ 2569.xlsx' });
        }),
    );
    show(<SharedLink fetchPage={createFakeUnitApi()} download={download} />);
    await waitFor(() => expect(names()).toHaveLength(10));

    await user.click(screen.getByRole('button', { name: 'ส่งออก' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excel (.xlsx)' }));

    expect(
      await screen.findByRole('progressbar', { name: 'ส่งออก Excel (.xlsx)' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('กำลังส่งออก ได้รับแล้ว 1,000 B (8 แถว)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ส่งออก' })).toBeDisabled();
    expect(download).toHaveBeenCalledWith(
      '/api/health-center/unit/export',
      { format: 'xlsx', sort: { field: 'hcode', direction: 'desc' }, filters: { active: true } },
      expect.any(Function),
      expect.any(AbortSignal),
    );
    expect(saved).toEqual([]);

    await act(async () => finish());

    expect(await screen.findByText('ส่งออกไฟล์เรียบร้อยแล้ว')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(saved[0]?.fileName).toBe('หน่วยบริการ 2569.xlsx');
    expect(saved[0]?.blob.size).toBe(3_000);
    expect(
      screen.queryByRole('progressbar', { name: 'ส่งออก Excel (.xlsx)' }),
    ).not.toBeInTheDocument();
  });

  it('shows the rows and bytes of a long export, and cancels it', async () => {
    const user = userEvent.setup();
    show(<Exporting />);
    await waitFor(() => expect(names()).toHaveLength(20));

    await user.click(screen.getByRole('button', { name: 'ส่งออก' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV (.csv)' }));

    expect(await screen.findByText('กำลังส่งออก ได้รับแล้ว 64 KB (12,345 แถว)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ยกเลิก' }));

    expect(screen.queryByRole('progressbar', { name: 'ส่งออก CSV (.csv)' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ส่งออก' })).toBeEnabled();
    expect(saved).toEqual([]);
  });

  it('says why an export failed', async () => {
    const user = userEvent.setup();
    show(
      <Units
        download={createMemoryExport({
          failWith: { status: 400, message: 'ส่งออกได้ไม่เกิน 100,000 แถว' },
        })}
      />,
    );
    await waitFor(() => expect(names()).toHaveLength(20));

    await user.click(screen.getByRole('button', { name: 'ส่งออก' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV (.csv)' }));

    expect(await screen.findByText('ส่งออกได้ไม่เกิน 100,000 แถว')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
