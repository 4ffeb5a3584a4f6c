/** The console's name, as the browser tab and the sign-in screens show it. */
export const APP_TITLE = 'ระบบจัดการข้อความ LINE หน่วยบริการสุขภาพ';

/** The browser-tab title of a screen. */
export function documentTitle(screenTitle: string): string {
  return `${screenTitle} | ${APP_TITLE}`;
}
