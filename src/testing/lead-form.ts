/**
 * A site's lead form and its leads' answers (issue 38 item 1) for the console's lead tests,
 * arranged in the real server's store (src/testing/real-server.ts) as the 表单字段 screen's save
 * and the public lead call store them: lead_form rows (StoredLeadField[] as JSON), lead_answer rows.
 *
 *   const server = installRealServer();
 *   installLeadInbox(server);
 *   const failures = installFailureServer();
 *   const forms = installLeadForms(server, failures);
 *   await forms.write('academic', { version: 2, fields: [...], majors: [...] });
 *   await forms.answer(LEAD.陈晓雨, { f1: ['本科'] });
 *
 * The inbox reads a site's fields through GET /api/cms/web/leadForm/details (the 表单字段
 * screen's call, built beside this work). While the real server has no such route, the failure
 * server answers it from the same lead_form row, in the contract's shape (LeadFormDetails); once
 * the route exists, every call reaches it and this answers nothing.
 */
import { http, type HttpHandler } from 'msw';
import type { setupServer } from 'msw/node';
import type { LeadFormDetails } from '@contract/lead-form';
import type { LeadFormField } from '@contract/lead-form-fields';
import { isPlatform } from '@contract/platform';
import { failWith, succeed } from './msw/envelope';
import type { installRealServer } from './real-server';

/** A field as the tests write it: the stored field's shape, its defaults filled in. */
export type TestField = Pick<LeadFormField, 'key' | 'type' | 'label'> &
  Partial<LeadFormField> & { retired?: boolean };

type StoredField = LeadFormField & { requiredSince: number | null; retired: boolean };

const DETAILS = '/api/cms/web/leadForm/details';

export function installLeadForms(
  server: ReturnType<typeof installRealServer>,
  failures: ReturnType<typeof setupServer>,
) {
  const details: HttpHandler = http.get(`http://localhost${DETAILS}`, async ({ request }) => {
    const platform = new URL(request.url).searchParams.get('platform');
    if (!isPlatform(platform)) return failWith(100000001, '请选择站点');
    const row = await server.app.db
      .selectFrom('lead_form')
      .selectAll()
      .where('platform', '=', platform)
      .executeTakeFirst();
    const fields = row ? (JSON.parse(row.fields) as StoredField[]) : [];
    const answers = await server.app.db
      .selectFrom('lead_answer')
      .innerJoin('site_message', 'site_message.id', 'lead_answer.lead_id')
      .select(['lead_answer.field_key', 'lead_answer.lead_id'])
      .distinct()
      .where('site_message.platform', '=', platform)
      .execute();
    const answered = (key: string) => answers.filter((one) => one.field_key === key).length;
    const shape: LeadFormDetails = {
      platform,
      version: row?.version ?? 0,
      fields: fields
        .filter((field) => !field.retired)
        .map(({ key, type, label, help, required, options }) => ({
          key,
          type,
          label,
          help,
          required,
          options,
          answers: answered(key),
        })),
      majors: row ? (JSON.parse(row.majors) as string[]) : [],
      retired: fields
        .filter((field) => field.retired)
        .map(({ key, type, label }) => ({ key, type, label, answers: answered(key) })),
      updatedAt: row?.updated_at ?? null,
    };
    return succeed(shape);
  });

  beforeEach(async () => {
    const { db } = server.app;
    await db.deleteFrom('lead_answer').execute();
    await db.deleteFrom('lead_form').execute();
    if (!server.app.hasRoute({ method: 'GET', url: DETAILS })) failures.use(details);
  });

  return {
    /** A site's form as saved (version, fields in order, retired ones too, majors). */
    async write(platform: string, form: { version: number; fields: TestField[]; majors?: string[] }) {
      const fields: StoredField[] = form.fields.map((field) => ({
        help: '',
        required: false,
        options: [],
        requiredSince: field.required ? 1 : null,
        retired: false,
        ...field,
      }));
      const { db } = server.app;
      await db.deleteFrom('lead_form').where('platform', '=', platform).execute();
      await db
        .insertInto('lead_form')
        .values({
          platform,
          version: form.version,
          fields: JSON.stringify(fields),
          majors: JSON.stringify(form.majors ?? []),
          next_key: fields.length + 1,
          updated_at: new Date().toISOString(),
        })
        .execute();
    },
    /** A lead's answers as the public call stores them: each field's values at positions 0, 1 … */
    async answer(leadId: number, answers: Record<string, string[]>) {
      const rows = Object.entries(answers).flatMap(([key, values]) =>
        values.map((value, position) => ({ lead_id: leadId, field_key: key, position, value })),
      );
      if (rows.length > 0) await server.app.db.insertInto('lead_answer').values(rows).execute();
    },
  };
}
