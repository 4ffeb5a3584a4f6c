import type { MediaStorage } from '../../storage/storage';
import { renderImagemapVariant } from './imagemap-variants';
import { CONTENT_TYPES } from './media-kind';
import { contentHash, fileKey, IMAGEMAP_WIDTHS, imagemapBase, imagemapKey } from './media-keys';
import type { UploadProduct } from './upload-rules';
import type { CheckedMedia } from './validate-upload';

export interface StoredUpload {
  /** Path under /files of what the upload answers (for imagemap images, the base URL). */
  path: string;
  /** Keys this upload wrote; empty when the same file was stored before. */
  created: string[];
}

/** Removes what an upload wrote, for an upload that failed after storing. */
export async function discardUpload(storage: MediaStorage, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key)));
}

async function storeImagemap(
  storage: MediaStorage,
  media: CheckedMedia,
  hash: string,
  created: string[],
): Promise<void> {
  const { bytes, kind, size } = media;
  if (kind === 'mp4' || !size) throw new Error('An imagemap upload must be a checked image');
  // One width at a time: a single decoded image in memory per upload.
  for (const width of IMAGEMAP_WIDTHS) {
    const key = imagemapKey(hash, width);
    if (await storage.exists(key)) continue;
    const variant = await renderImagemapVariant(bytes, kind, size, width);
    if (await storage.put(key, variant, CONTENT_TYPES[kind])) created.push(key);
  }
}

/**
 * Stores a checked upload under the hash of its bytes (the same file twice is stored once);
 * imagemap images are stored at every width LINE asks for. Whatever this call wrote is removed
 * again when it fails.
 */
export async function storeUpload(
  storage: MediaStorage,
  product: UploadProduct,
  media: CheckedMedia,
): Promise<StoredUpload> {
  const hash = contentHash(media.bytes);
  const created: string[] = [];
  try {
    if (product === 'imagemap') {
      await storeImagemap(storage, media, hash, created);
      return { path: imagemapBase(hash), created };
    }
    const key = fileKey(hash, media.kind);
    if (await storage.put(key, media.bytes, CONTENT_TYPES[media.kind])) created.push(key);
    return { path: key, created };
  } catch (error) {
    await discardUpload(storage, created).catch(() => undefined);
    throw error;
  }
}
