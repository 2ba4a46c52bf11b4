import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { IdQuery } from '@contract/common';
import { CODE } from '@contract/codes';
import { boundedText, KNOWN_SOURCES, sourceLabel } from '@contract/lead-rules';
import {
  builtInAliases,
  builtInSourceOf,
  SOURCE_MAX,
  sourceAliasKey,
  sourceOfUtm,
} from '@contract/lead-sources';
import {
  LeadSourceAliasList,
  LeadSourceAliasSaveBody,
  LeadSourceAliasSaved,
  NEW_SOURCE_MAX,
  SOURCE_ALIAS_MESSAGES as M,
} from '@contract/lead-source-alias';
import { canEverywhere } from '@contract/roles';
import type { Database } from '../../../../db/database';
import { isUniqueViolation } from '../../../../db/unique-violation';
import { ClientError } from '../../../../lib/client-error';
import { badInput, notFound } from '../../../../lib/content-input';
import { ok, responses } from '../../../../lib/responses';
import { staffOf } from '../../../../plugins/app/staff-auth';
import {
  deleteSourceAlias,
  findSourceAlias,
  insertSourceAlias,
  listSourceAliases,
  lockAliasesForChange,
  sourceAliasWithKey,
  staffSourceMap,
  updateSourceAlias,
  type LeadSourceAliasRow,
} from '../../../../repositories/lead-source-alias';
import { rederiveLeadSources } from '../../../../repositories/site-message';

/**
 * /api/cms/web/leadSourceAlias: 来源别名 (issue 38 item 4; contract/lead-source-alias.ts). The
 * list is read by whoever works leads; a change re-derives the source of stored leads of every
 * site, so it needs the leads of every site (集团管理员, a 招生主管 of every site). Each change
 * is one transaction: the alias, the leads whose utm_source reads as it (their `source` only)
 * and the audit row (entity `leadSourceAlias`).
 */
const LEADS = { access: { can: 'leads' } } as const;

/** A change's caller works the leads of every site, or 403 and nothing changes. */
function requireEveryLeadSite(request: FastifyRequest): void {
  if (!canEverywhere(staffOf(request).roles, 'leads')) {
    throw new ClientError(403, CODE.forbidden, M.everySite);
  }
}

/** A staff alias as the console lists it. */
const aliasOf = (row: LeadSourceAliasRow) => ({
  id: row.id,
  alias: row.alias,
  source: row.source,
  sourceLabel: sourceLabel(row.source),
  updatedByName: row.updated_by_name,
  updatedAt: row.updated_at,
});

/** A source in the trail: its key, and the Chinese name staff read. */
const sourceChange = (from: string | undefined, to: string | undefined) => ({
  ...(from === undefined ? {} : { from, fromName: sourceLabel(from) }),
  ...(to === undefined ? {} : { to, toName: sourceLabel(to) }),
});

const leadSourceAliasAdminRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;

  fastify.get('/list', { config: LEADS, schema: { response: responses(LeadSourceAliasList) } }, async () => {
    const rows = await listSourceAliases(db);
    const known = Object.keys(KNOWN_SOURCES).filter((key) => key !== 'unknown');
    const made = [...new Set(rows.map((row) => row.source))].filter((source) => !known.includes(source));
    return ok({
      aliases: rows.map(aliasOf),
      builtIn: builtInAliases()
        .filter(({ source }) => source !== 'unknown')
        .map(({ alias, source }) => ({ alias, source, sourceLabel: sourceLabel(source) })),
      sources: [
        ...known.map((key) => ({ key, label: sourceLabel(key) })),
        ...made.sort().map((key) => ({ key, label: key })),
      ],
    });
  });

  /**
   * The alias and its source as they are stored, checked (a 400 names the field): the alias as
   * compared, none of the built-in spellings, not a source's own name; the source a known one
   * (by key, name or any spelling, staff ones too: stored as the source they stand for) or a new
   * name of at most NEW_SOURCE_MAX characters.
   */
  const checked = (body: LeadSourceAliasSaveBody, staff: ReadonlyMap<string, string>) => {
    const typed = boundedText(body.alias, SOURCE_MAX) ?? '';
    const alias = sourceAliasKey(typed);
    if (alias === null) throw badInput(M.aliasMissing, 'alias');
    const builtIn = builtInSourceOf(alias);
    if (builtIn !== null && (builtIn === alias || sourceAliasKey(sourceLabel(builtIn)) === alias))
      throw badInput(M.knownSource(typed), 'alias');
    if (builtIn !== null) throw badInput(M.builtIn(typed, sourceLabel(builtIn)), 'alias');
    const named = boundedText(body.source, SOURCE_MAX) ?? '';
    const key = sourceAliasKey(named);
    if (key === null) throw badInput(M.sourceMissing, 'source');
    const source = builtInSourceOf(key) ?? staff.get(key) ?? named;
    if (!Object.hasOwn(KNOWN_SOURCES, source) && [...source].length > NEW_SOURCE_MAX)
      throw badInput(M.sourceTooLong, 'source');
    if (sourceAliasKey(source) === alias) throw badInput(M.sameAsSource, 'alias');
    // A source staff aliases point at (a new source's name) is that source, not a spelling of another.
    if ([...staff.values()].some((target) => sourceAliasKey(target) === alias))
      throw badInput(M.aliasIsSource(typed), 'alias');
    return { alias, source };
  };

  /** The stored leads of `keys` derived again with the aliases as they now are: how many changed. */
  const rederive = async (trx: Transaction<Database>, keys: string[]) => {
    const staff = await staffSourceMap(trx);
    return rederiveLeadSources(trx, new Set(keys), (utmSource) => sourceOfUtm(utmSource, staff));
  };

  fastify.post(
    '/',
    { config: LEADS, schema: { body: LeadSourceAliasSaveBody, response: responses(LeadSourceAliasSaved) } },
    async (request) => {
      requireEveryLeadSite(request);
      const staffMember = staffOf(request);
      const at = new Date(fastify.clock.now()).toISOString();
      try {
        const saved = await db.transaction().execute(async (trx) => {
          // New leads of these spellings wait until this change is committed (PostgreSQL).
          await lockAliasesForChange(trx);
          const existing =
            request.body.id === undefined ? undefined : await findSourceAlias(trx, request.body.id);
          if (request.body.id !== undefined && !existing) throw notFound(M.notFound);
          const staff = await staffSourceMap(trx);
          if (existing) staff.delete(existing.alias);
          const { alias, source } = checked(request.body, staff);
          const clash = await sourceAliasWithKey(trx, alias, existing?.id);
          if (clash) throw badInput(M.duplicate(clash.alias, sourceLabel(clash.source)), 'alias');
          const values = { alias, source, at, staffId: staffMember.id, staffName: staffMember.displayName };
          const id = existing
            ? (await updateSourceAlias(trx, existing.id, values), existing.id)
            : await insertSourceAlias(trx, values);
          const leads = await rederive(trx, [...new Set([alias, ...(existing ? [existing.alias] : [])])]);
          const changes = {
            ...(existing?.alias !== alias
              ? { alias: { ...(existing ? { from: existing.alias } : {}), to: alias } }
              : {}),
            ...(existing?.source !== source ? { source: sourceChange(existing?.source, source) } : {}),
            leads,
          };
          await fastify.audit.record(trx, request, {
            entity: 'leadSourceAlias',
            entityId: id,
            action: existing ? 'update' : 'create',
            summary: { name: alias, changes },
            platform: null,
          });
          return { id, leads };
        });
        return ok(saved);
      } catch (error) {
        // Two saves of one alias at once: the unique key keeps one.
        if (isUniqueViolation(error)) {
          const alias = sourceAliasKey(request.body.alias) ?? request.body.alias;
          throw badInput(M.duplicate(alias, sourceLabel(request.body.source)), 'alias');
        }
        throw error;
      }
    },
  );

  fastify.delete(
    '/',
    { config: LEADS, schema: { querystring: IdQuery, response: responses(LeadSourceAliasSaved) } },
    async (request) => {
      requireEveryLeadSite(request);
      const removed = await db.transaction().execute(async (trx) => {
        await lockAliasesForChange(trx);
        const existing = await findSourceAlias(trx, request.query.id);
        if (!existing) throw notFound(M.notFound);
        await deleteSourceAlias(trx, existing.id);
        // Its leads go back to their utm_source as compared (or what another alias says).
        const leads = await rederive(trx, [existing.alias]);
        await fastify.audit.record(trx, request, {
          entity: 'leadSourceAlias',
          entityId: existing.id,
          action: 'delete',
          summary: { name: existing.alias, changes: { source: sourceLabel(existing.source), leads } },
          platform: null,
        });
        return { id: null, leads };
      });
      return ok(removed);
    },
  );
};

export default leadSourceAliasAdminRoutes;
