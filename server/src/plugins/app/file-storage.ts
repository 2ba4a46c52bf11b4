import path from 'node:path';
import fp from 'fastify-plugin';
import { databaseStorage, folderStorage, type FileStorage } from '../../files/storage';

declare module 'fastify' {
  interface FastifyInstance {
    fileStorage: FileStorage;
  }
}

/**
 * Where uploads are kept: the folder DATA_DIR/uploads with the embedded store (one process); the
 * database with DATABASE_URL, where several server processes each serve every file. (An
 * S3-compatible bucket would be a third FileStorage; no S3 client is installed.)
 */
export default fp(
  async (fastify) => {
    fastify.decorate(
      'fileStorage',
      fastify.storeKind === 'postgres'
        ? databaseStorage()
        : folderStorage(path.join(fastify.config.dataDir, 'uploads')),
    );
  },
  { name: 'file-storage', dependencies: ['database'], decorators: { fastify: ['config'] } },
);
