import { screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { show } from '../testing/spec-helpers';
import * as stories from './ScreenPlaceholder.stories';

const { TopLevelScreen, ScreenUnderAnother } = composeStories(stories);

describe('ScreenPlaceholder', () => {
  it('draws a top-level screen’s title at once, beside the loading state', () => {
    show(<TopLevelScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'เขตสุขภาพ' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('shows only the loading state for a screen under another', () => {
    show(<ScreenUnderAnother />);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});
