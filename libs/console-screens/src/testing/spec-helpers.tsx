import type { ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import { ADDRESS_LABEL } from '@hbc/data-screens/testing';
import { dismissToast, getToasts, StoryShell } from '@hbc/ui';
import { currentFakeApi } from '../areas/health-center/unit-detail-fixtures';

/** Shows a story as the console would: theme and toasts. */
export function show(story: ReactElement) {
  return render(<StoryShell>{story}</StoryShell>);
}

/** The address the story's router is at, as its bar shows it. */
export const address = () => screen.getByRole('status', { name: ADDRESS_LABEL }).textContent;

/** The texts of one column of the grid named `name`, top to bottom. */
export function column(name: string, field: string): (string | null)[] {
  return within(screen.getByRole('grid', { name }))
    .queryAllByRole('gridcell')
    .filter((cell) => cell.getAttribute('data-field') === field)
    .map((cell) => cell.textContent);
}

/** The bodies of the requests made to 'METHOD /path'. */
export function bodiesOf(key: string): unknown[] {
  return currentFakeApi()
    .calls(key)
    .map((request) => request.body);
}

/** The texts of the toasts on screen. */
export const toastTexts = () => getToasts().map((toast) => toast.message);

export function dismissToasts(): void {
  for (const toast of getToasts()) dismissToast(toast.id);
}

/** The first bytes of a `width` x `height` PNG: all the uploader reads before uploading. */
export function pngFile(width: number, height: number, name = 'logo.png'): File {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes[24] = 8;
  bytes[25] = 6;
  return new File([bytes], name, { type: 'image/png' });
}
