describe('pageScrollbarSize', () => {
  /** jsdom lays nothing out: the probe's box widths are given here, as a desktop browser's. */
  function withProbeWidths(offsetWidth: number, clientWidth: number): () => void {
    const offset = jest
      .spyOn(HTMLElement.prototype, 'offsetWidth', 'get')
      .mockReturnValue(offsetWidth);
    const client = jest
      .spyOn(HTMLElement.prototype, 'clientWidth', 'get')
      .mockReturnValue(clientWidth);
    return () => {
      offset.mockRestore();
      client.mockRestore();
    };
  }

  it('measures the scrollbar once, leaves no probe behind and answers the same afterwards', async () => {
    const { pageScrollbarSize } = await import('./scrollbar-size');
    const restore = withProbeWidths(100, 85);
    try {
      expect(pageScrollbarSize()).toBe(15);
      expect(document.body.children).toHaveLength(0);
    } finally {
      restore();
    }
    const restoreOverlay = withProbeWidths(100, 100);
    try {
      expect(pageScrollbarSize()).toBe(15);
    } finally {
      restoreOverlay();
    }
  });
});
