import { deflateSync } from 'node:zlib';
import type { Deflate } from './sample-files';

/** Real deflate compression for PNGs built in specs (Node only; stories use stored blocks). */
export const nodeDeflate: Deflate = (raw) => new Uint8Array(deflateSync(raw));
