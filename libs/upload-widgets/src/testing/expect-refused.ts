import { screen } from '@testing-library/react';

/** The message appears twice: inline under the widget and in the error toast. */
export async function expectRefused(message: string): Promise<void> {
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.getAllByText(message)).toHaveLength(2);
}
