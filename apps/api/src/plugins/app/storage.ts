import fp from 'fastify-plugin';
import { LocalDiskStorage } from '../../storage/local-disk-storage';
import type { MediaStorage } from '../../storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded media, served publicly under /files. */
    storage: MediaStorage;
  }
}

/** Uploaded media on the local disk under UPLOAD_DIR (created when missing). */
export default fp(
  async (app) => {
    const storage = await LocalDiskStorage.open(app.config.uploadDir);
    app.decorate('storage', storage);
    app.log.info({ root: storage.root }, 'upload storage ready');
  },
  { name: 'storage', dependencies: ['config'] },
);
