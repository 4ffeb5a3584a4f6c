import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { currentFakeApi } from '../health-center/unit-detail-fixtures';
import { IMPORT_ID } from './citizen-import-fixtures';

/** The calls of a citizen file import, as the fake API records them. */
export const UPLOAD = 'POST /api/citizen/import-file';
export const POLL = `GET /api/citizen/import-file/${IMPORT_ID}`;

export const CSV = 'เลขประจำตัวประชาชน,รหัสหน่วยบริการ\n1-2345-67890-12-1,10669\n';
export const FILE_NAME = 'ประชาชนเขตสุขภาพที่ 7.csv';
export const csvFile = () => new File([CSV], FILE_NAME, { type: 'text/csv' });

/**
 * Fakes the clock of the polls. jsdom's FileReader reads on setImmediate, and promises settle on
 * microtasks: those stay real.
 */
export function fakeClock(): void {
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
}

/** A user whose pauses move the fake clock. */
export const clockedUser = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

/** Lets `ms` of the fake clock pass, and what it set off settle. */
export async function passTime(ms: number): Promise<void> {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

export const importDialog = () => screen.getByRole('dialog', { name: 'นำเข้าข้อมูลประชาชน' });

/** How many times the running import was asked how far it is. */
export const pollCount = () => currentFakeApi().calls(POLL).length;

/** Chooses `file` in the import's file dialog (its type filter set to all files). */
export async function chooseFile(file: File): Promise<void> {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await userEvent
    .setup({ applyAccept: false, advanceTimers: jest.advanceTimersByTime })
    .upload(input, file);
}

/** Chooses the CSV file and starts its import; resolves once the API took it. */
export async function startImport(user: UserEvent): Promise<void> {
  await chooseFile(csvFile());
  await user.click(within(importDialog()).getByRole('button', { name: 'นำเข้าข้อมูล' }));
  await waitFor(() => expect(currentFakeApi().calls(UPLOAD)).toHaveLength(1));
}
