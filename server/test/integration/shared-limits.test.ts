import type { LookupChallenge } from '@contract/admission';
import { solveProof } from '@contract/proof-of-work';
import { CHALLENGE, LOOKUP, withinOneMinuteWindow } from '../lookup-proof';
import { twoServersOnOneDatabase } from '../server-process';

/**
 * Issue 12: with DATABASE_URL, several server processes behind one proxy hold one limit: a
 * client that alternates between them gets no more than from one.
 */
describe('limits shared by two server processes on one PostgreSQL database', () => {
  const servers = twoServersOnOneDatabase({
    LOOKUP_RATE_LIMIT: '4',
    LOOKUP_CHALLENGE_MAX_NUMBER: '2000',
    // Servers on one database sign lookup challenges with one secret (docs/operations.md, "Abuse limits").
    PREVIEW_SECRET: 's'.repeat(40),
    LEAD_RATE_LIMIT: '1000',
    LEAD_PHONE_DAILY_LIMIT: '3',
  });

  it('answers 429 to the (limit+1)th lookup, whichever process gets it', async () => {
    const statuses = [];
    await withinOneMinuteWindow();
    for (let n = 0; n < 6; n++) {
      // The challenge from one process, the lookup to the other.
      const challenge = (await (await fetch(`${servers[n % 2]!.base}${CHALLENGE}`)).json()) as {
        data: LookupChallenge;
      };
      const proof = encodeURIComponent(solveProof(challenge.data)!);
      const response = await fetch(
        `${servers[(n + 1) % 2]!.base}${LOOKUP}?idCardNo=110101199003070011&proof=${proof}`,
      );
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it('takes LEAD_PHONE_DAILY_LIMIT leads of one phone number from both processes at once, no more', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, async (_, n) => {
        const response = await fetch(`${servers[n % 2]!.base}/api/cms/web/siteMessage/saveForClient`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ name: '张三', phone: '13300133000', fillMs: '5000' }).toString(),
        });
        await response.arrayBuffer();
        return response.status;
      }),
    );
    expect(answers.sort()).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
  });

  it('counts suspicious leads toward that limit too: a bot gets the 429 a person would', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, async (_, n) => {
        // Every other one as a program sends it: no fill time, or the honeypot filled in.
        const bot: Record<string, string> =
          n % 2 === 0 ? (n % 4 === 0 ? {} : { website: 'x', fillMs: '5000' }) : { fillMs: '5000' };
        const response = await fetch(`${servers[n % 2]!.base}/api/cms/web/siteMessage/saveForClient`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ name: '李四', phone: '13300133001', ...bot }).toString(),
        });
        const answer = (await response.json()) as { code: number; message: string };
        return `${response.status} ${answer.code} ${answer.message}`;
      }),
    );
    expect(answers.sort()).toEqual([
      ...Array.from({ length: 3 }, () => '200 0 success'),
      ...Array.from({ length: 5 }, () => '429 100000003 该手机号今日提交次数已达上限，请明天再试'),
    ]);
  });
});
