import { render } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import * as stories from './SvgPathIcon.stories';

const { Home } = composeStories(stories);

describe('SvgPathIcon', () => {
  it('draws the path in the text colour, at the size given, hidden from assistive technology', () => {
    const { container } = render(<Home />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', '32');
    expect(svg?.querySelector('path')).toHaveAttribute('fill', 'currentColor');
    expect(svg?.querySelector('path')).toHaveAttribute('d', Home.args.path);
  });
});
