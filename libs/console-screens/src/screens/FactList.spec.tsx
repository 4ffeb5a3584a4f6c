import { render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import * as stories from './FactList.stories';

const { BroadcastFacts } = composeStories(stories);

describe('FactList', () => {
  it('lists each term with its value, in order', () => {
    render(
      <StoryShell>
        <BroadcastFacts />
      </StoryShell>,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['หน่วยบริการ', 'เริ่มส่ง', 'ส่งเสร็จ']);
    expect(values).toEqual(['โรงพยาบาลศูนย์สาธิต', '24/11/2569 16:01', '-']);
  });
});
