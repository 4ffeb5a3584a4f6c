/**
 * `FileReader`, which the console's calls use and Node lacks: an upload reads its file as a
 * data URL with it, and a failed download reads its body as text. (The cookies the clients read
 * their tokens from are in cookie-jar.ts.)
 */
class BlobReader {
  result: string | null = null;
  error: Error | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;

  readAsDataURL(blob: Blob): void {
    this.read(blob, (bytes) => {
      const type = blob.type || 'application/octet-stream';
      return `data:${type};base64,${bytes.toString('base64')}`;
    });
  }

  readAsText(blob: Blob): void {
    this.read(blob, (bytes) => bytes.toString('utf8'));
  }

  private read(blob: Blob, as: (bytes: Buffer) => string): void {
    blob.arrayBuffer().then(
      (buffer) => {
        this.result = as(Buffer.from(buffer));
        this.onload?.();
      },
      (error: unknown) => {
        this.error = error instanceof Error ? error : new Error(String(error));
        this.onerror?.();
      },
    );
  }
}

Object.defineProperty(globalThis, 'FileReader', { value: BlobReader, configurable: true });
