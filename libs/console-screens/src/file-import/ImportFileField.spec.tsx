import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import * as stories from './ImportFileField.stories';

const { NoFile, Chosen, Refused, Locked } = composeStories(stories);

const show = (story: ReactElement) => render(<StoryShell>{story}</StoryShell>);

describe('ImportFileField', () => {
  it('names the field and says no file is chosen yet', () => {
    show(<NoFile />);

    expect(screen.getByRole('heading', { level: 2, name: 'ไฟล์รายชื่อ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'เลือกไฟล์' })).toBeInTheDocument();
    expect(screen.getByText('ยังไม่ได้เลือกไฟล์')).toBeInTheDocument();
  });

  it('names the chosen file and offers another', () => {
    show(<Chosen />);

    expect(screen.getByText('excluded.csv')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'เลือกไฟล์อื่น' })).toBeInTheDocument();
  });

  it('says why the file cannot be imported', () => {
    show(<Refused />);

    expect(screen.getByRole('alert')).toHaveTextContent('รองรับเฉพาะไฟล์ CSV หรือ XLSX');
  });

  it('offers no other file while one is imported', () => {
    show(<Locked />);

    expect(screen.getByText('excluded.csv')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /เลือกไฟล์/ })).not.toBeInTheDocument();
  });
});
