import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LeadFormDetails, LeadFormQuery, LeadFormSaveBody, LeadFormSaved } from '@contract/lead-form';
import { ok, responses } from '../../../../lib/responses';
import { requireSite } from '../../../../plugins/app/staff-auth';
import { leadFormDetails, saveLeadFormFromScreen } from '../../../../staff/lead-form';

const FORM = { access: { can: 'leadForm' } } as const;
/** The inbox's answer filters and the report read a site's fields too: those who work its leads may. */
const READ_ACTIONS = ['leadForm', 'leads'] as const;
const READ = { access: { can: READ_ACTIONS } } as const;

/**
 * /api/cms/web/leadForm, back office (issue 38 item 1; contract/lead-form.ts): a site's lead form
 * as the 表单字段 screen edits it (details) and its save, in one transaction with its row of the
 * trail; the save drops the public form's kept answers (every process: lead_form raises the
 * content generation). The save needs `leadForm` on the site; the details `leadForm` or `leads`.
 */
const leadFormAdminRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db, audit, clock, publicContent } = fastify;

  fastify.get(
    '/details',
    { config: READ, schema: { querystring: LeadFormQuery, response: responses(LeadFormDetails) } },
    async (request) => {
      requireSite(request, READ_ACTIONS, request.query.platform);
      return ok(await leadFormDetails(db, request.query.platform));
    },
  );

  fastify.post(
    '/',
    { config: FORM, schema: { body: LeadFormSaveBody, response: responses(LeadFormSaved) } },
    async (request) => {
      const { platform } = request.body;
      requireSite(request, 'leadForm', platform);
      const version = await publicContent.write(async (trx) => {
        const saved = await saveLeadFormFromScreen(trx, request.body, new Date(clock.now()).toISOString());
        if (saved.summary) {
          await audit.record(trx, request, {
            entity: 'leadForm',
            entityId: platform,
            action: 'update',
            summary: saved.summary,
            platform,
          });
        }
        return saved.version;
      });
      return ok({ version });
    },
  );
};

export default leadFormAdminRoutes;
