const PAGE_ROWS_LOG2 = 16;
const PAGE_ROWS = 1 << PAGE_ROWS_LOG2;

/**
 * Rows of `width` unsigned 32-bit words, numbered 0, 1, 2…, in pages of typed arrays: growing
 * copies nothing, and the garbage collector has no objects to mark in them. A row never written
 * reads as zeros.
 */
export class PagedWords {
  private pages: Uint32Array[] = [];

  constructor(private readonly width: number) {}

  get(row: number, column = 0): number {
    const page = this.pages[row >>> PAGE_ROWS_LOG2];
    return page?.[(row & (PAGE_ROWS - 1)) * this.width + column] ?? 0;
  }

  set(row: number, column: number, value: number): void {
    const index = row >>> PAGE_ROWS_LOG2;
    let page = this.pages[index];
    while (page === undefined) {
      this.pages.push(new Uint32Array(PAGE_ROWS * this.width));
      page = this.pages[index];
    }
    page[(row & (PAGE_ROWS - 1)) * this.width + column] = value;
  }
}
