/** The files the browser was handed to save in a spec: their names, in order. */
export function catchDownloads(): string[] {
  const saved: string[] = [];
  URL.createObjectURL = jest.fn(() => 'blob:report-spec');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return saved;
}

const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

/**
 * Puts back what `catchDownloads` replaced. A saved file's address is revoked ten seconds later,
 * perhaps in a later test: jsdom has no `revokeObjectURL`, so a harmless one stays.
 */
export function releaseDownloads(): void {
  URL.createObjectURL = objectUrls.create;
  URL.revokeObjectURL = objectUrls.revoke ?? (() => undefined);
  jest.restoreAllMocks();
}
