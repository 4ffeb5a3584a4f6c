/** One file of a ZIP archive as its central directory lists it. */
export interface ZipEntry {
  name: string;
  compressedSize: number;
  /** As declared; 0xFFFFFFFF for a ZIP64 entry (read as "too large"). */
  uncompressedSize: number;
}

const END_SIGNATURE = 0x06054b50;
const ENTRY_SIGNATURE = 0x02014b50;
const END_RECORD_BYTES = 22;
const ENTRY_BYTES = 46;
/** The end record sits in the last 22 bytes plus a comment of up to 65,535 bytes. */
const END_SEARCH_BYTES = END_RECORD_BYTES + 0xffff;

/** Offset of the end-of-central-directory record, searched from the end; -1 without one. */
function endRecordOffset(zip: Buffer): number {
  const stop = Math.max(0, zip.length - END_SEARCH_BYTES);
  for (let offset = zip.length - END_RECORD_BYTES; offset >= stop; offset--) {
    if (zip.readUInt32LE(offset) === END_SIGNATURE) return offset;
  }
  return -1;
}

/**
 * The entries of a ZIP archive (an XLSX) read from its central directory, without inflating
 * anything; null when the archive is truncated or its directory does not hold together. Lets a
 * reader refuse a damaged file, or one that would inflate to far more than it weighs, before
 * unpacking it.
 */
export function zipEntries(zip: Buffer): ZipEntry[] | null {
  const end = endRecordOffset(zip);
  if (end === -1) return null;
  const count = zip.readUInt16LE(end + 10);
  const directorySize = zip.readUInt32LE(end + 12);
  let offset = zip.readUInt32LE(end + 16);
  if (offset + directorySize > end) return null;
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index++) {
    if (offset + ENTRY_BYTES > end || zip.readUInt32LE(offset) !== ENTRY_SIGNATURE) return null;
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const next = offset + ENTRY_BYTES + nameLength + extraLength + commentLength;
    if (next > end) return null;
    entries.push({
      name: zip.toString('utf8', offset + ENTRY_BYTES, offset + ENTRY_BYTES + nameLength),
      compressedSize: zip.readUInt32LE(offset + 20),
      uncompressedSize: zip.readUInt32LE(offset + 24),
    });
    offset = next;
  }
  return entries;
}
