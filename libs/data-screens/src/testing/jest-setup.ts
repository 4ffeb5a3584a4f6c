/**
 * jsdom lays nothing out and has no ResizeObserver, which MUI X Data Grid needs; with it the
 * grid (autoHeight) renders its rows in specs.
 */
class NoopResizeObserver {
  observe(): void {
    // Nothing to measure in jsdom.
  }
  unobserve(): void {
    // Nothing observed.
  }
  disconnect(): void {
    // Nothing observed.
  }
}
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = NoopResizeObserver as unknown as typeof ResizeObserver;
}
