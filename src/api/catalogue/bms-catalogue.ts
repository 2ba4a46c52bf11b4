/** bms: system and statistics (api-catalogue.md §3 bms, §6, §7 bms/statistics and bms/system). */
import { bulkImport, crud, declared, exportList, extension, simpleList } from './action-sets';
import type { GroupData } from './catalogue-types';

export const bmsCatalogue: GroupData = {
  statistics: {
    // §7: handSchoolConfig: POST, DELETE, list, listSimple.
    handSchoolConfig: ['save', 'remove', 'list', 'listSimple'],
    // §7: humanEffectivenessTarget: POST, DELETE, export, list, listMonth, listQuarter, listYear, upload (POST).
    humanEffectivenessTarget: [
      'save',
      'remove',
      'export',
      'list',
      'listMonth',
      'listQuarter',
      'listYear',
      'upload',
    ],
    // §7: notice statistics, peer statistics.
    noticeStatistics: ['list', ...exportList],
    peerStatistics: ['list', ...exportList],
    // §7: promote statistics, including the exception-degree board and clue create-by-code.
    promoteStatistics: [
      'list',
      ...exportList,
      'listExceptionDegreeBoard',
      'exportExceptionDegreeBoard',
      'listClueCreateByCode',
      'exportClueCreateByCode',
    ],
    // §3: statistics config.
    statisticsConfig: [...crud],
    // §7: many list and export GETs for enrollment, fees, rankings, graduates, self-taught and
    // service wechat; setXmtGroup (POST); updateAdminIds, updatePositions, updateSuperAdminIds (PUT).
    statisticsClassification: [
      ...crud,
      'listEnrollment',
      'exportEnrollment',
      'listFee',
      'exportFee',
      'listRanking',
      'exportRanking',
      'listGraduate',
      'exportGraduate',
      'listSelfTaught',
      'exportSelfTaught',
      'listServiceWechat',
      'exportServiceWechat',
      declared('setXmtGroup', 'POST', '§7 bms/statistics statisticsClassification: setXmtGroup (POST)'),
      'updateAdminIds',
      'updatePositions',
      'updateSuperAdminIds',
    ],
    // §7: statisticsDepartment: POST, DELETE, list, updateDepartmentId (PUT).
    statisticsDepartment: ['save', 'remove', 'list', 'updateDepartmentId'],
    statisticsSubclass: [...crud],
    // §7: employee appraisal statistics.
    employeeAppraisalStatistics: ['list', ...exportList],
  },
  system: {
    admin: [
      // §7: POST save.
      'save',
      'remove',
      // §7 (PUT): changeAdmin … updateSelf.
      'changeAdmin',
      'changeChargeSiteId',
      'changeDepartment',
      'changePlatform',
      'changeSubAdmin',
      'handOver',
      'resetPassword',
      'updateClueReceiveStatus',
      'updateMyNick',
      'updatePassword',
      'updateSelf',
      // §7: signIn (POST), signOut (DELETE).
      'signIn',
      'signOut',
      // §7: many list GETs, plus upload and export.
      'list',
      ...simpleList,
      'details',
      'signInfo',
      ...bulkImport,
      ...exportList,
      // Not in the spec: issue 23 item 2, two-factor sign-in (TOTP) for staff.
      extension(
        'signInWithCode',
        'issue 23 item 2: the code step of a two-factor sign-in (TOTP or recovery code)',
      ),
      extension('getTwoFactor', 'issue 23 item 2: whether the signed-in account uses two-factor sign-in'),
      extension(
        'startTwoFactor',
        'issue 23 item 2: a new TOTP secret for the account, shown while enrolling',
      ),
      extension(
        'activateTwoFactor',
        'issue 23 item 2: enrolment confirmed by a code; answers the recovery codes once',
      ),
      extension(
        'endTwoFactor',
        'issue 23 item 2: the account turns two-factor sign-in off with its password',
      ),
      extension('resetTwoFactor', "issue 23 item 2: an admin removes another account's two-factor sign-in"),
      extension('invite', 'issue 37 item 4: a new one-time invitation link for an account'),
      extension(
        'checkPasswordLink',
        'issue 37 item 4: what an invitation or reset link is for, before its password is chosen',
      ),
      extension(
        'setPasswordWithLink',
        'issue 37 item 4: an invitation or reset link sets the account’s password, once',
      ),
      extension('forgotPassword', 'issue 37 item 4: 忘记密码, a reset link mailed to the account'),
      extension('getPasswordHelp', 'issue 37 item 4: whether 忘记密码 can mail a reset link here'),
      extension(
        'confirmPassword',
        'issue 35 item 2: step-up, the password again before a sensitive action; then none asked for 10 minutes',
      ),
      extension(
        'getSecurityPolicy',
        'issue 23 item 2: whether accounts whose roles manage accounts or export leads must use it',
      ),
      extension(
        'updateSecurityPolicy',
        'issue 23 item 2: the admin turns that requirement on or off, audited',
      ),
    ],
    // §7: adminView: POST, DELETE, list, share, sort.
    adminView: ['save', 'remove', 'list', 'share', 'sort'],
    // §7: approvalConfig: POST, DELETE, copy, list, sort.
    approvalConfig: ['save', 'remove', 'copy', 'list', 'sort'],
    // §7: approvalFlow: audit, batch audit, changeAdmin, details, list, withdraw, remove, repair.
    approvalFlow: ['audit', 'batchAudit', 'changeAdmin', 'details', 'list', 'withdraw', 'remove', 'repair'],
    attendanceDate: [...crud],
    // Not in the spec: issue 13 item 8, the audit trail, read by admins (a 站点管理员: their sites' rows),
    // and issue 37 item 5, one record's own trail on its edit screen.
    auditLog: [
      extension('list', 'issue 13 item 8: the audit trail (who, when, what) for admins'),
      extension('listOfRecord', "issue 37 item 5: one record's own trail, beside its versions"),
    ],
    // Not in the spec: issue 23 item 3, the sessions staff can see and end (我的登录; an admin's 结束全部登录).
    staffSession: [
      extension('list', 'issue 23 item 3: my live sessions, the current one marked'),
      extension('remove', 'issue 23 item 3: end one of my other sessions'),
      extension('removeOthers', 'issue 23 item 3: end all my sessions but this one'),
      extension('removeByAccount', 'issue 23 item 3: an admin ends every session of another account'),
    ],
    department: [...crud, ...simpleList],
    departmentTemporaryAdmin: [...crud],
    // §7: dingDepartment sync.
    dingDepartment: ['list', 'sync'],
    menu: [...crud, 'sort'],
    // §6: positionMenu listInner, listOut, manage, updatePermission.
    positionMenu: ['listInner', 'listOut', 'manage', 'updatePermission'],
    // §7: question: detail, feedback, quiz, save, remove, lists.
    question: ['detail', 'feedback', 'quiz', 'save', 'remove', 'list', ...simpleList],
    temporaryAdmin: [...crud],
    toDoMatter: [...crud, 'finish'],
  },
};
