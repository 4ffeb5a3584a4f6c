import { render, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import { axeViolations } from '@hbc/ui/testing';
import * as stories from './ImportCounts.stories';

const { Counts } = composeStories(stories);

describe('ImportCounts', () => {
  it('lists each count under its label, with thousands separated', async () => {
    render(
      <StoryShell>
        <Counts />
      </StoryShell>,
    );

    const list = within(screen.getByRole('list', { name: 'ผลการนำเข้า' }));
    expect(
      list
        .getAllByRole('listitem')
        .map((item) => [item.getAttribute('aria-label'), item.textContent]),
    ).toEqual([
      ['เพิ่มใหม่', 'เพิ่มใหม่12,480'],
      ['ปรับปรุง', 'ปรับปรุง310'],
      ['ไม่เปลี่ยนแปลง', 'ไม่เปลี่ยนแปลง0'],
      ['ไม่ถูกต้อง', 'ไม่ถูกต้อง7'],
    ]);
    expect(await axeViolations(document.body, { skip: ['region'] })).toEqual([]);
  });
});
