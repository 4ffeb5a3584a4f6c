import type { GridLocaleText } from '@mui/x-data-grid';

const number = new Intl.NumberFormat('th-TH');

/**
 * The grid's Thai texts for what a list screen shows (pagination, sorting, cells). MUI X 9.14
 * ships a Thai locale file but leaves it out of `@mui/x-data-grid/locales` (neither its index
 * nor its package exports name it), so the texts the screens use are given here.
 */
export const THAI_GRID_TEXT: Partial<GridLocaleText> = {
  noRowsLabel: 'ไม่พบข้อมูล',
  noResultsOverlayLabel: 'ไม่พบข้อมูลที่ค้นหา',
  columnHeaderSortIconLabel: 'เรียงลำดับ',
  columnMenuLabel: 'เมนู',
  columnMenuSortAsc: 'เรียงจากน้อยไปมาก',
  columnMenuSortDesc: 'เรียงจากมากไปน้อย',
  columnMenuUnsort: 'ยกเลิกการเรียงลำดับ',
  footerRowSelected: (count) => `เลือกแล้ว ${number.format(count)} แถว`,
  footerTotalRows: 'จำนวนแถวทั้งหมด:',
  booleanCellTrueLabel: 'ใช่',
  booleanCellFalseLabel: 'ไม่ใช่',
  actionsCellMore: 'เพิ่มเติม',
  checkboxSelectionHeaderName: 'เลือก',
  checkboxSelectionSelectAllRows: 'เลือกทุกแถว',
  checkboxSelectionUnselectAllRows: 'ยกเลิกเลือกทุกแถว',
  checkboxSelectionSelectRow: 'เลือกแถว',
  checkboxSelectionUnselectRow: 'ยกเลิกเลือกแถว',
  paginationRowsPerPage: 'แถวต่อหน้า:',
  // An unknown count (-1) is "more than" the rows shown, or than the API's lower bound.
  paginationDisplayedRows: ({ from, to, count, estimated }) =>
    `${number.format(from)}–${number.format(to)} จาก ${count < 0 ? `มากกว่า ${number.format(Math.max(to, estimated ?? 0))}` : number.format(count)}`,
  paginationItemAriaLabel: (type) =>
    ({ first: 'ไปหน้าแรก', last: 'ไปหน้าสุดท้าย', next: 'ไปหน้าถัดไป', previous: 'ไปหน้าก่อนหน้า' })[type],
};

/**
 * What every grid of the console shares: Thai texts, the height of its rows, and none of the
 * column menus, filters or row selection (lists are filtered and sorted by the server).
 */
export const STAFF_GRID_PROPS = {
  localeText: THAI_GRID_TEXT,
  autoHeight: true,
  disableColumnMenu: true,
  disableColumnFilter: true,
  disableColumnSelector: true,
  disableRowSelectionOnClick: true,
} as const;
