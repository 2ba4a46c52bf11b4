import fp from 'fastify-plugin';
import type { RevisionEntity } from '@contract/revision';
import type { RevisionFamily } from '../../staff/revisions';

declare module 'fastify' {
  interface FastifyInstance {
    /** The families whose saves keep revisions, each registered by its save route (staff/revisions.ts). */
    revisionFamilies: Map<RevisionEntity, RevisionFamily>;
  }
}

/** Before the content routes: each family's save registers itself here, the revision routes find it here. */
export default fp(
  async (fastify) => {
    fastify.decorate('revisionFamilies', new Map<RevisionEntity, RevisionFamily>());
  },
  { name: 'revisions' },
);
