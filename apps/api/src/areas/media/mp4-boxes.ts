import { fourCC } from '@hbc/contracts';

interface Box {
  type: string;
  /** Offset of the box's content (after its header). */
  start: number;
  end: number;
}

const BOX_TYPE = /^[\x20-\x7e]{4}$/;

/**
 * The boxes between `start` and `end`, or null when they do not tile that range exactly: a box
 * running past the end (a truncated file), a size smaller than its header, or a type that is
 * not four printable characters.
 */
function readBoxes(bytes: Uint8Array, start: number, end: number): Box[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxes: Box[] = [];
  let offset = start;
  while (offset < end) {
    if (end - offset < 8) return null;
    let size = view.getUint32(offset);
    const type = fourCC(bytes, offset + 4);
    let header = 8;
    if (!BOX_TYPE.test(type)) return null;
    if (size === 1) {
      // 64-bit size follows the type.
      if (end - offset < 16) return null;
      const large = view.getBigUint64(offset + 8);
      if (large > BigInt(end - offset)) return null;
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      // The box runs to the end of its container.
      size = end - offset;
    }
    if (size < header || offset + size > end) return null;
    boxes.push({ type, start: offset + header, end: offset + size });
    offset += size;
  }
  return boxes;
}

/**
 * Whether an MP4 file is whole: its top-level boxes tile the file exactly, with `ftyp` first, a
 * `moov` holding its `mvhd` header and an `mdat` holding the media.
 */
export function isCompleteMp4(bytes: Uint8Array): boolean {
  const boxes = readBoxes(bytes, 0, bytes.length);
  if (!boxes || boxes[0]?.type !== 'ftyp') return false;
  const moov = boxes.find((box) => box.type === 'moov');
  if (!moov || !boxes.some((box) => box.type === 'mdat')) return false;
  const inside = readBoxes(bytes, moov.start, moov.end);
  return !!inside?.some((box) => box.type === 'mvhd');
}
