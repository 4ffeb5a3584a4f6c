import { readFileBytes } from './read-file-bytes';
import { fileOf, jpegBytes } from '../testing/sample-files';

describe('readFileBytes', () => {
  const bytes = jpegBytes({ width: 10, height: 20 });

  it('reads all the bytes of a file', async () => {
    expect(await readFileBytes(fileOf(bytes, 'a.jpg', 'image/jpeg'))).toEqual(bytes);
  });

  it('reads only the head when a limit is given', async () => {
    expect(await readFileBytes(fileOf(bytes, 'a.jpg', 'image/jpeg'), 16)).toEqual(bytes.subarray(0, 16));
  });

  it('uses Blob.arrayBuffer where the browser has it', async () => {
    const file = fileOf(bytes, 'a.jpg', 'image/jpeg');
    const arrayBuffer = jest.fn(async () => Uint8Array.of(1, 2, 3).buffer);
    Object.defineProperty(file, 'arrayBuffer', { value: arrayBuffer });
    expect(await readFileBytes(file)).toEqual(Uint8Array.of(1, 2, 3));
    expect(arrayBuffer).toHaveBeenCalled();
  });

  it('falls back to FileReader where Blob.arrayBuffer is missing', async () => {
    const file = fileOf(bytes, 'a.jpg', 'image/jpeg');
    Object.defineProperty(file, 'arrayBuffer', { value: undefined });
    const readAsArrayBuffer = jest.spyOn(FileReader.prototype, 'readAsArrayBuffer');
    try {
      expect(await readFileBytes(file)).toEqual(bytes);
      expect(readAsArrayBuffer).toHaveBeenCalled();
    } finally {
      readAsArrayBuffer.mockRestore();
    }
  });
});
