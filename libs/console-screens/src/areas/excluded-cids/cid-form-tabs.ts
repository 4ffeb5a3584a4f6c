/** The two ways the excluded-CID form adds CIDs; the import tab is `?tab=import`. */
export const CID_FORM_TABS = ['single', 'import'] as const;
export type CidFormTab = (typeof CID_FORM_TABS)[number];

export const CID_FORM_TAB_KEY = 'tab';
/** The query that opens the form on its import tab. */
export const IMPORT_TAB_QUERY = `?${CID_FORM_TAB_KEY}=import`;

export const CID_FORM_TAB_LABELS: Record<CidFormTab, string> = {
  single: 'เพิ่มทีละรายการ',
  import: 'นำเข้าจากไฟล์',
};

/** The tab of `?tab=`: one at a time unless it names the import. */
export function cidFormTabOf(value: string | null): CidFormTab {
  return value === 'import' ? 'import' : 'single';
}
