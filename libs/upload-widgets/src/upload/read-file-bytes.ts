function readWithFileReader(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * The bytes of a file, or of its first `limit` bytes. Uses `Blob.arrayBuffer` where it exists and
 * falls back to FileReader (older browsers, jsdom).
 */
export async function readFileBytes(blob: Blob, limit?: number): Promise<Uint8Array> {
  const part = limit !== undefined && blob.size > limit ? blob.slice(0, limit) : blob;
  const buffer = typeof part.arrayBuffer === 'function' ? await part.arrayBuffer() : await readWithFileReader(part);
  return new Uint8Array(buffer);
}

/** A data: URL of the file's contents. */
export function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(blob);
  });
}
