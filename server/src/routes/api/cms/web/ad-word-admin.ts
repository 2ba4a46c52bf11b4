import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AD_LAW_CATEGORIES,
  AD_WORD_EXCEPTIONS_MAX,
  AD_WORD_MESSAGES,
  AD_WORD_TERM_MAX,
  AdLawCheckAnswer,
  AdLawCheckBody,
  adLawTermKey,
  AdWord,
  AdWordListQuery,
  AdWordSaveBody,
  phraseHoldsTerm,
} from '@contract/ad-law';
import { IdQuery, Page, Saved } from '@contract/common';
import { isUniqueViolation } from '../../../../db/unique-violation';
import { badInput, notFound } from '../../../../lib/content-input';
import { ok, responses } from '../../../../lib/responses';
import { simplifiedChar } from '../../../../lib/simplified-chinese';
import {
  adWordOf,
  adWordWithKey,
  deleteAdWord,
  findAdWord,
  insertAdWord,
  listAdWords,
  updateAdWord,
} from '../../../../repositories/ad-word';
import { adLawHits, adLawTextsOfFields } from '../../../../staff/ad-law';
import { changeSummary } from '../../../../staff/audit-changes';

/**
 * /api/cms/web/adWord: the advertising-law word list (issue 37 item 3; contract/ad-law.ts,
 * docs/ad-law.md). One list for the group: changing it is the group action `adWords`; reading it
 * and checking a form's texts against it is for whoever edits what the public reads (content,
 * menus and banners, settings). Every change is audited (entity `adWord`).
 */
const READ = { access: { can: ['content', 'structure', 'settings'] } } as const;
const CHANGE = { access: { can: 'adWords' } } as const;

const NOT_FOUND = '词条不存在或已被删除';

/** A check's texts may be a rich-text body (100,000 characters, 3 bytes each, and its markup). */
const CHECK_BODY_LIMIT = 1024 * 1024;

const CATEGORY_NAMES = {
  category: Object.fromEntries(Object.entries(AD_LAW_CATEGORIES).map(([key, { label }]) => [key, label])),
};

/** An entry as the trail records it: the fields staff set, by the names the trail reads. */
const audited = (row: {
  term: string;
  category: string;
  reason: string;
  article: string;
  exceptions: string[];
  enabled: boolean;
}) => ({
  term: row.term,
  category: row.category,
  hit_reason: row.reason,
  article: row.article,
  exceptions: row.exceptions,
  enabled: row.enabled,
});

const adWordAdminRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;

  fastify.get(
    '/list',
    { config: READ, schema: { querystring: AdWordListQuery, response: responses(Page(AdWord)) } },
    async (request) => ok(await listAdWords(db, request.query)),
  );

  fastify.post(
    '/',
    { config: CHANGE, schema: { body: AdWordSaveBody, response: responses(Saved) } },
    async (request) => {
      const body = request.body;
      const term = body.term.trim();
      if (term === '') throw badInput(AD_WORD_MESSAGES.termMissing, 'term');
      if ([...term].length > AD_WORD_TERM_MAX) throw badInput(AD_WORD_MESSAGES.termInvalid, 'term');
      const termKey = adLawTermKey(term, simplifiedChar);
      if (termKey === '') throw badInput(AD_WORD_MESSAGES.termNoWord, 'term');
      const reason = body.reason.trim();
      if (reason === '') throw badInput('请填写原因', 'reason');
      const article = body.article.trim();
      if (article === '') throw badInput('请填写法律条款', 'article');
      const exceptions = [...new Set((body.exceptions ?? []).map((phrase) => phrase.trim()).filter(Boolean))];
      if (
        exceptions.length > AD_WORD_EXCEPTIONS_MAX ||
        exceptions.some((phrase) => [...phrase].length > AD_WORD_TERM_MAX)
      )
        throw badInput(AD_WORD_MESSAGES.exceptionInvalid, 'exceptions');
      const stray = exceptions.find((phrase) => !phraseHoldsTerm(phrase, term, simplifiedChar));
      if (stray !== undefined)
        throw badInput(AD_WORD_MESSAGES.exceptionWithoutTerm(stray, term), 'exceptions');
      const entry = {
        term,
        category: body.category,
        reason,
        article,
        exceptions,
        enabled: body.enabled ?? true,
      };
      const at = new Date(fastify.clock.now()).toISOString();
      try {
        const id = await db.transaction().execute(async (trx) => {
          const existing = body.id === undefined ? undefined : await findAdWord(trx, body.id);
          if (body.id !== undefined && !existing) throw notFound(NOT_FOUND);
          const clash = await adWordWithKey(trx, termKey, existing?.id);
          if (clash) throw badInput(AD_WORD_MESSAGES.duplicate(clash.term), 'term');
          const values = {
            term,
            term_key: termKey,
            category: entry.category,
            reason,
            article,
            exceptions: JSON.stringify(exceptions),
            enabled: entry.enabled ? (1 as const) : (0 as const),
            updated_at: at,
          };
          const savedId = existing
            ? (await updateAdWord(trx, existing.id, values), existing.id)
            : await insertAdWord(trx, { ...values, created_at: at });
          const summary = await changeSummary(
            trx,
            existing ? audited(adWordOf(existing)) : undefined,
            audited(entry),
            CATEGORY_NAMES,
          );
          await fastify.audit.record(trx, request, {
            entity: 'adWord',
            entityId: savedId,
            action: existing ? 'update' : 'create',
            summary: { ...summary, name: term },
            platform: null,
          });
          return savedId;
        });
        return ok({ id });
      } catch (error) {
        // Two saves of the same term at once: the unique key keeps one.
        if (isUniqueViolation(error)) throw badInput(AD_WORD_MESSAGES.duplicate(term), 'term');
        throw error;
      }
    },
  );

  fastify.delete(
    '/',
    { config: CHANGE, schema: { querystring: IdQuery, response: responses(Type.Null()) } },
    async (request) => {
      const { id } = request.query;
      await db.transaction().execute(async (trx) => {
        const existing = await findAdWord(trx, id);
        if (!existing) throw notFound(NOT_FOUND);
        await deleteAdWord(trx, id);
        await fastify.audit.record(trx, request, {
          entity: 'adWord',
          entityId: id,
          action: 'delete',
          summary: { name: existing.term },
          platform: null,
        });
      });
      return ok(null);
    },
  );

  // The editor's check as staff type (debounced by the console): the hits of the form's texts.
  fastify.post(
    '/check',
    {
      config: READ,
      bodyLimit: CHECK_BODY_LIMIT,
      schema: { body: AdLawCheckBody, response: responses(AdLawCheckAnswer) },
    },
    async (request) => {
      const { entity, fields } = request.body;
      return ok(await adLawHits(db, adLawTextsOfFields(entity, fields)));
    },
  );
};

export default adWordAdminRoutes;
