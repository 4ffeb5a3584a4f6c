const count = new Intl.NumberFormat('th-TH');

/** Thai texts every file import says alike. */
export const IMPORT_TEXT = {
  file: (name: string, rows: number) => `ไฟล์ ${name} มีข้อมูล ${count.format(rows)} แถว`,
  firstRowsOnly: (listed: number, total: number) =>
    `แสดงเฉพาะ ${count.format(listed)} รายการแรกจากทั้งหมด ${count.format(total)} รายการ`,
  row: 'แถวที่',
  problem: 'ปัญหา',
  noProblems: 'ทุกแถวนำเข้าได้',
} as const;
