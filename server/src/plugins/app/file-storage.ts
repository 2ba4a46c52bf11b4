import fp from 'fastify-plugin';
import { storageFor, type FileStorage } from '../../files/storage';

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
    fastify.decorate('fileStorage', storageFor(fastify.storeKind, fastify.config.dataDir));
  },
  { name: 'file-storage', dependencies: ['database'], decorators: { fastify: ['config'] } },
);
