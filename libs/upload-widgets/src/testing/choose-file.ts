import userEvent from '@testing-library/user-event';

/**
 * Chooses a file in the story's file dialog, as a staff member would. The dialog's type filter is
 * ignored, as when "All files" is picked, so that the bytes checks are reached.
 */
export async function chooseFile(canvasElement: HTMLElement, file: File): Promise<void> {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('The story has no file input.');
  await userEvent.setup({ applyAccept: false }).upload(input, file);
}
