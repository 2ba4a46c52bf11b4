import type { Kysely } from 'kysely';
import { DEFAULT_RESPONSE_MINUTES, DEFAULT_WORKING_HOURS } from '@contract/lead-routing';
import { LEAD_STATUS } from '@contract/lead-status';
import { addWorkingMinutes, type WorkingHours } from '@contract/working-hours';
import type { Database } from '../database';

/**
 * The demo's lead routing (issue 38 item 3): 职业教育's office open on Saturdays too, and the demo
 * inbox's response times, so that 首页's 超时未响应, the inbox's 首次响应 and the channel report's
 * medians show something on the first start. No rule: the demo has one admissions account of
 * 职业教育 (招生主管), and a rule takes turns among several; a rule is one save on 分配规则.
 */

/** 职业教育's admissions office: 周一至周六 09:00–18:00 (vocational students call on Saturdays). */
export const DEMO_VOCATIONAL_HOURS: WorkingHours = { days: [1, 2, 3, 4, 5, 6], start: '09:00', end: '18:00' };

/** Working minutes to the first call of the demo's worked leads, in turn: most within the target, some not. */
const RESPONSE_MINUTES = [8, 14, 22, 35, 6, 48, 12, 19, 75, 27, 9, 31];

/** Sets the vocational policy and each demo lead's due time and first response (worked leads). */
export async function seedDemoRouting(db: Kysely<Database>, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('lead_routing_policy')
      .values({
        platform: 'vocational',
        work_days: DEMO_VOCATIONAL_HOURS.days.join(','),
        work_start: DEMO_VOCATIONAL_HOURS.start,
        work_end: DEMO_VOCATIONAL_HOURS.end,
        response_minutes: DEFAULT_RESPONSE_MINUTES,
        after_hours_owner_id: null,
        version: 1,
        updated_at: new Date(now).toISOString(),
      })
      .onConflict((conflict) => conflict.column('platform').doNothing())
      .execute();
    const leads = await trx
      .selectFrom('site_message')
      .select(['id', 'platform', 'created_at', 'lead_status'])
      .where('quarantine_reason', 'is', null)
      .orderBy('id')
      .execute();
    for (const [index, lead] of leads.entries()) {
      const hours = lead.platform === 'vocational' ? DEMO_VOCATIONAL_HOURS : DEFAULT_WORKING_HOURS;
      const arrived = Date.parse(lead.created_at);
      const answered =
        lead.lead_status === LEAD_STATUS.new
          ? null
          : addWorkingMinutes(hours, arrived, RESPONSE_MINUTES[index % RESPONSE_MINUTES.length]!);
      await trx
        .updateTable('site_message')
        .set({
          respond_by: new Date(addWorkingMinutes(hours, arrived, DEFAULT_RESPONSE_MINUTES)).toISOString(),
          // A call is never recorded after the moment the demo is seeded.
          first_response_at: answered === null ? null : new Date(Math.min(answered, now)).toISOString(),
        })
        .where('id', '=', lead.id)
        .execute();
    }
  });
}
