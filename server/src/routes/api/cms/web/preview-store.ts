import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { PreviewCreated, PreviewKind } from '@contract/preview';
import type { Database } from '../../../../db/database';
import { insertPreview } from '../../../../repositories/preview';
import { staffOf } from '../../../../plugins/app/staff-auth';
import { newPreviewId, previewSecretOf, signedPreviewLink } from '../../../../web/preview-link';

/**
 * The end of every `savePreview` (issue 25 item 1): the checked values go into the preview table
 * (never into the record's), with an audit row, and the answer is the signed link to their page.
 * Runs in the caller's transaction, after the same checks as the family's save.
 */
export async function storePreview(
  trx: Transaction<Database>,
  request: FastifyRequest,
  preview: { kind: PreviewKind; entity: string; recordId: number | null; values: Record<string, unknown> },
): Promise<PreviewCreated> {
  const { config, clock, audit } = request.server;
  const now = clock.now();
  const id = newPreviewId();
  const expiresAtMs = now + config.previewTtlMs;
  const expiresAt = new Date(expiresAtMs).toISOString();
  await insertPreview(trx, {
    id,
    kind: preview.kind,
    recordId: preview.recordId,
    values: preview.values,
    staffId: staffOf(request).id,
    createdAt: new Date(now).toISOString(),
    expiresAt,
  });
  await audit.record(trx, request, {
    entity: preview.entity,
    entityId: preview.recordId,
    action: 'preview',
    summary: { preview: id, expiresAt },
  });
  return { id, url: signedPreviewLink(previewSecretOf(config), id, expiresAtMs), expiresAt };
}
