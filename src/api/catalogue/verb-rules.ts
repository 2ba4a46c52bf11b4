/**
 * The spec's naming rules (api-catalogue.md §7 "Verbs follow names"), written once:
 * the verb, the path and the kind of an endpoint all follow from its action name.
 */
import type { HttpMethod } from '../base-query';
import type { EndpointKind } from './catalogue-types';

/** Audience suffixes of spec §1; the rules read the action name without them. */
export const audienceSuffixes = [
  'ForAdminTeacher',
  'ForClient',
  'ForTeacher',
  'ForEdu',
  'ForService',
  'ForFinance',
  'ForInstructor',
] as const;
export type AudienceSuffix = (typeof audienceSuffixes)[number];

/**
 * Leading words → verb. A word matches the whole name or a camelCase prefix of it
 * (`list` matches `listSimple`, not `listing`; `signIn` does not match `signInfo`).
 */
const verbWords: Readonly<Record<HttpMethod, readonly string[]>> = {
  GET: [
    // §7: list, listSimple, listForClient, details, export and downloadMould are GET.
    'list',
    'details',
    'export',
    'downloadMould',
    // Readers by name: get* (§4 getAvailableAmount), signInfo (§7 ums/user), detail (§7 question).
    'get',
    'signInfo',
    'detail',
    // A read of two records side by side: issue 25's compare of two revisions.
    'compare',
  ],
  POST: [
    // §7: save, upload, publish, apply and sign in are mostly POST.
    'save',
    'upload',
    'publish',
    'apply',
    'signIn',
    // §7 ums/user and ems/partner client: register, sendVerify (POST); §7 ems: POST …/coupon/activate.
    'register',
    'sendVerify',
    'activate',
    // Calls that create a record, like save: copy (§7 approvalConfig), feedback and quiz
    // (§7 question), temporarySave (§4 student papers), withdrawal (§4 withdrawalForClient).
    'copy',
    'feedback',
    'quiz',
    'temporarySave',
    'withdrawal',
    // Issue 37 item 4: an invitation (a new link), a 忘记密码 request (a mail), and a check of a
    // link whose token travels in the body, never in an address that logs and history keep.
    'invite',
    'forgot',
    'check',
    // Issue 37 item 2: a change sent to review.
    'submit',
    // Issue 38 item 2: a message sent now (a lead alert's 测试发送).
    'send',
  ],
  PUT: [
    // §7: update, assign, confirm, sync and status changes are PUT.
    'update',
    'assign',
    'confirm',
    'sync',
    // §7 bms/system admin (PUT): change*, handOver, reset*; §6: updateAdminIds … (PUT).
    'change',
    'handOver',
    'reset',
    // Status changes named in §4 and §7.
    'set',
    'pass',
    'deny',
    'audit',
    'batchAudit',
    'teacherAudit',
    'eduAudit',
    'finish',
    'refuse',
    'agree',
    'withdraw',
    'repair',
    'reception',
    'drawFromSeaPool',
    'giveUp',
    'circulate',
    'delay',
    'headerTeacherConfirm',
    'autoUpdate',
    'modify',
    'use',
    'able',
    'start',
    'end',
    'suspend',
    'rollback',
    // A status change like rollback: issue 21's restore of a quarantined lead.
    'restore',
    'handIn',
    'read',
    'redo',
    'transfer',
    'sort',
    'share',
    'manage',
  ],
  DELETE: [
    // §7: remove is DELETE; §7 bms/system and ums/user: signOut, logOut (DELETE).
    'remove',
    'signOut',
    'logOut',
  ],
};

const startsWithWord = (name: string, word: string) =>
  name === word || (name.startsWith(word) && /[A-Z]/.test(name.charAt(word.length)));

/** Splits `enrollForClient` into `enroll` and `ForClient`. */
export function splitAudience(action: string): { stem: string; audience: AudienceSuffix | '' } {
  const audience = audienceSuffixes.find((suffix) => action.endsWith(suffix) && action !== suffix);
  return audience ? { stem: action.slice(0, -audience.length), audience } : { stem: action, audience: '' };
}

/** The verb the rules give an action, or undefined when no rule names it (the data must declare it). */
export function ruleVerb(action: string): HttpMethod | undefined {
  const { stem } = splitAudience(action);
  let best: { method: HttpMethod; length: number } | undefined;
  for (const [method, words] of Object.entries(verbWords) as [HttpMethod, readonly string[]][]) {
    for (const word of words) {
      if (startsWithWord(stem, word) && word.length > (best?.length ?? 0))
        best = { method, length: word.length };
    }
  }
  return best?.method;
}

/**
 * §7 "the usual per-entity pattern": save and remove are POST and DELETE on the entity's
 * base path; every other action is a segment of its own.
 */
export const basePathActions: readonly string[] = ['save', 'remove'];

export function actionPath(entityPath: string, action: string): string {
  return basePathActions.includes(action) ? entityPath : `${entityPath}/${action}`;
}

/** export* and downloadMould* answer with a file; upload* sends one. */
export function endpointKind(action: string, method: HttpMethod): EndpointKind {
  const { stem } = splitAudience(action);
  if (startsWithWord(stem, 'export') || startsWithWord(stem, 'downloadMould')) return 'download';
  if (startsWithWord(stem, 'upload')) return 'upload';
  return method === 'GET' ? 'query' : 'mutation';
}
