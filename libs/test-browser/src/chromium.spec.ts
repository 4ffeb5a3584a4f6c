import { CHROMIUM_ARGS } from './chromium';

describe('Chromium launch flags', () => {
  it('keeps the browser off the network and headless', () => {
    expect(CHROMIUM_ARGS).toEqual(
      expect.arrayContaining(['--headless', '--no-sandbox', '--disable-background-networking', '--disable-component-update']),
    );
  });
});
