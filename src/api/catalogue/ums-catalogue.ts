/** ums: enterprise, promote and user (api-catalogue.md §3 ums, §4 clues and appointments, §7 ums). */
import { bulkImport, clueActions, crud, declared, exportList, simpleList } from './action-sets';
import type { GroupData } from './catalogue-types';

/** Every kind of clue (§3): the usual pattern, the §4 clue actions and bulk import/export. */
const clue = [...crud, ...clueActions, ...bulkImport, ...exportList] as const;

export const umsCatalogue: GroupData = {
  enterprise: {
    // §7: employee and enterpriseCompany: create (the base-path save), list, qr code, transfer, remove.
    employee: [...crud, 'getQrCode', 'transfer'],
    enterpriseCompany: [...crud, ...simpleList, 'getQrCode', 'transfer'],
    // §7: discount: apply, list, sync.
    discount: ['apply', 'list', 'sync'],
  },
  promote: {
    // §7: admissions clue: assign, draw from sea pool, give up, save, upload, export, lists.
    admissionsClue: [...clue, 'listSeaPool'],
    // §7: appointment: apply, change, reception, update, export, lists.
    appointment: ['apply', 'change', 'reception', 'update', ...exportList, 'list', 'details'],
    backgroundMessage: [...crud],
    careerClue: [...clue],
    careerSchool: [...crud, ...simpleList],
    // §7 lists circulate among the promote entities: the circulation records of clues.
    circulate: ['list', 'details'],
    clue: [...clue, 'listSeaPool'],
    clueChannelAddress: [...crud, ...simpleList],
    clueOrigin: [...crud, ...simpleList],
    // §4: clue status record: apply, audit.
    clueStatusRecord: ['apply', 'audit', 'list', 'details'],
    enrollTeacherCode: [...crud],
    enterpriseClue: [...clue],
    // §3 fee record; fees have a finance audience (§1 ForFinance).
    feeRecord: [...crud, ...exportList, 'listForFinance', 'confirmForFinance'],
    operateClue: [...clue],
    opxChannel: [...crud, ...simpleList],
    opxSite: [...crud, ...simpleList],
    platformRegister: ['list', 'details', ...exportList],
    remarkCode: [...crud],
    schedule: [...crud],
    schedulePool: [...crud],
    soldierInfo: [...crud, ...bulkImport, ...exportList],
    tianmaoActivity: [...crud],
    xmtClue: [...clue],
  },
  user: {
    address: [...crud, 'listForClient'],
    adultTeacher: [...crud, ...simpleList],
    armyInfo: [...crud],
    // §3: change-phone request.
    changePhone: ['apply', 'audit', 'list', 'details'],
    enrollSelf: [...crud, ...exportList],
    loginRecord: ['list', ...exportList],
    realName: [...crud, 'audit'],
    schoolRoll: [...crud],
    user: [
      'list',
      'details',
      // §7: signIn (POST), signOut (DELETE), logOut (DELETE).
      'signIn',
      'signOut',
      'logOut',
      // §7: sendVerify (POST), findPassword (PUT), resetPassword (POST), changePassword (PUT).
      'sendVerify',
      declared('findPassword', 'PUT', '§7 ums/user user: findPassword (PUT)'),
      declared('resetPassword', 'POST', '§7 ums/user user: resetPassword (POST)'),
      'changePassword',
      // §7: changePhone (PUT), updateSelf (PUT), signInfo (GET).
      'changePhone',
      'updateSelf',
      'signInfo',
    ],
    // §7: userFamily: signIn and related actions.
    userFamily: [...crud, 'signIn', 'signOut', 'signInfo'],
  },
};
