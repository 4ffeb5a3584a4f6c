export type { ExportColumn, ExportValue } from './export-column';
export { exportResponses } from './export-schema';
export { loadExcelJs } from './load-exceljs';
export { sendExport, type ExportFile, type ExportFileName } from './send-export';
export { sendListExport, type ListExport } from './send-list-export';
export { sendLoggedExport, type LoggedExport } from './send-logged-export';
