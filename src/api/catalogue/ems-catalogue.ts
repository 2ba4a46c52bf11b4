/** ems: education management (api-catalogue.md §3 ems, §4, §7 ems). */
import { bulkImport, crud, declared, exportList, perEntityPattern, simpleList } from './action-sets';
import type { GroupData } from './catalogue-types';

/** §4 Notices: save, update, publish, delay, finish, refuse, headerTeacherConfirm, autoUpdateDelayStatus. */
const noticeLifecycle = [
  'update',
  'delay',
  'finish',
  'refuse',
  'headerTeacherConfirm',
  'autoUpdateDelayStatus',
] as const;

export const emsCatalogue: GroupData = {
  // §7: "adultexam, basic, collect, education: each follows the per-entity pattern".
  adultexam: {
    adultExamEmpty: [...perEntityPattern],
    adultExamFee: [...perEntityPattern, ...exportList, 'listForFinance', 'confirmForFinance'],
    adultExamMajorCode: [...perEntityPattern, ...simpleList],
    scoreLine: [...perEntityPattern],
    studentAdultExamInfo: [...perEntityPattern, ...exportList, 'detailsForClient', 'saveForClient'],
    studentOfficialInfo: [...perEntityPattern, ...exportList],
    // §4 Volunteer transfer: agree.
    volunteerTransfer: [...perEntityPattern, ...exportList, 'apply', 'agree'],
  },
  // "exemptionDegree classes/sites/timetable" and "schoolStatus config/pipeline" (§3) are one
  // entity per item: exemptionDegreeClass …, schoolStatusConfig ….
  basic: {
    adultExamArea: [...perEntityPattern, ...simpleList],
    batch: [...perEntityPattern, ...simpleList],
    campus: [...perEntityPattern, ...simpleList],
    contractParty: [...perEntityPattern, ...simpleList],
    // §4 Coupons: activate, use, able; §7 example: POST /api/ems/basic/coupon/activate.
    coupon: [...perEntityPattern, ...exportList, 'activate', 'use', 'able', 'listForClient'],
    discipline: [...perEntityPattern, ...simpleList],
    enrollPlan: [...perEntityPattern, ...exportList],
    enrollRecruitmentBrochure: [...perEntityPattern, 'listForClient'],
    examinationCentre: [...perEntityPattern, ...simpleList],
    exemptionDegreeClass: [...perEntityPattern, ...simpleList],
    exemptionDegreeSite: [...perEntityPattern, ...simpleList],
    // §4 Timetable: publish.
    exemptionDegreeTimetable: [...perEntityPattern, 'publish', 'listForClient'],
    industryContract: [...perEntityPattern, ...exportList],
    industryCooperation: [...perEntityPattern, ...exportList],
    juniorMajor: [...perEntityPattern, ...simpleList],
    major: [...perEntityPattern, ...simpleList],
    majorCourse: [...perEntityPattern],
    schoolStatusConfig: [...perEntityPattern],
    schoolStatusPipeline: [...perEntityPattern],
    site: [...perEntityPattern, ...simpleList],
    siteConfig: [...perEntityPattern],
    soldierTrainingStatus: [...perEntityPattern, ...simpleList],
    transactionConfig: [...perEntityPattern],
    roleShortcut: [...perEntityPattern],
  },
  collect: {
    collectionField: [...perEntityPattern, 'sort'],
    collectionRecord: [...perEntityPattern, 'publish', ...exportList, 'listForClient'],
    collectionStudent: [...perEntityPattern, ...exportList, 'detailsForClient', 'saveForClient'],
  },
  education: {
    appraisalEmployee: [...perEntityPattern, ...exportList],
    changeReferral: [...perEntityPattern, 'audit'],
    educationNotice: [
      ...perEntityPattern,
      ...noticeLifecycle,
      declared('publish', 'PUT', '§7 ems examples: PUT /api/ems/education/educationNotice/publish'),
      // Receivers of a notice are teachers; its creators the education office (§1).
      'listForTeacher',
      'detailsForTeacher',
      'listForEdu',
      'detailsForEdu',
    ],
    // §4 Graduate check: confirm, publish.
    graduate: [...perEntityPattern, ...exportList, 'confirm', 'publish', 'detailsForClient'],
    onlineSignature: [...perEntityPattern, ...exportList, 'saveForClient'],
    peer: [...perEntityPattern, ...simpleList],
    peerNotice: [...perEntityPattern, 'finish', 'refuse'],
    // §4 Photo collection: audit by education or by head teacher.
    photoCollection: [
      ...perEntityPattern,
      ...exportList,
      'auditByEducation',
      'auditByHeadTeacher',
      'saveForClient',
    ],
    // §4 Graduation preview: teacherAudit, eduAudit, auditGraduate.
    previewGraduate: [
      ...perEntityPattern,
      ...exportList,
      'teacherAudit',
      'eduAudit',
      'auditGraduate',
      'listForAdminTeacher',
      'listForEdu',
    ],
    schoolRoll: [
      ...perEntityPattern,
      ...exportList,
      // §4 School roll: passByEnrollTeacher, passByEducation, deny, startSchoolRollByFirstFee,
      // endSchoolRollByFullPayment, suspend updates.
      'passByEnrollTeacher',
      'passByEducation',
      'deny',
      'startSchoolRollByFirstFee',
      'endSchoolRollByFullPayment',
      'suspendUpdate',
      declared('enrollForClient', 'POST', '§4 School roll: Enrol for client is a POST'),
      'detailsForClient',
      'listForAdminTeacher',
    ],
    // §7: the last listed entry is the schoolRollAdult uploads.
    schoolRollAdult: [...perEntityPattern, ...exportList],
    schoolRollBatchTransaction: [...perEntityPattern, 'audit'],
    schoolRollChecking: [...perEntityPattern, ...exportList, 'confirm'],
    // The public admission lookup (searchForClient) is in src/api/public-api.ts.
    schoolRollContinue: [...perEntityPattern, ...exportList],
    schoolRollInfoModify: [...perEntityPattern, 'apply', 'audit'],
    schoolRollRegistry: [...perEntityPattern, ...exportList],
    schoolRollSelfTaught: [...perEntityPattern, ...exportList],
    schoolRollTransaction: [...perEntityPattern, ...exportList, 'audit'],
    schoolRollVip: [...perEntityPattern, ...exportList],
    schoolRollVipConfig: [...perEntityPattern],
    studentCourse: [...perEntityPattern, 'listForClient'],
    studyRecord: [...perEntityPattern, ...exportList, 'listForClient'],
    teachPlan: [...perEntityPattern, 'publish'],
    teachingOffline: [...perEntityPattern],
    teachingProgram: [...perEntityPattern, 'listForClient'],
  },
  // §7: examPublish, offline, offlineStudent, online, onlineWork, score/rank, selfTaughtScore,
  // studentScore, studentSignature, work. Students take exams and hand in work as clients.
  examination: {
    examPublish: [...crud, 'publish', 'modifyExamTime'],
    offline: [...crud, 'publish'],
    offlineStudent: [...crud, ...bulkImport, 'listForClient'],
    online: [
      ...crud,
      'publish',
      'listForClient',
      'detailsForClient',
      'handInForClient',
      'temporarySaveForClient',
    ],
    onlineWork: [...crud, 'listForClient', 'detailsForClient', 'handInForClient'],
    'score/rank': ['list', ...exportList, 'listForClient'],
    selfTaughtScore: [...crud, ...bulkImport, 'listForClient'],
    studentScore: [...crud, ...bulkImport, ...exportList, 'listForClient'],
    studentSignature: ['list', 'details', ...exportList, 'saveForClient'],
    work: [...crud, 'publish', 'listForClient', 'handInForClient'],
  },
  // §7 ems/partner. Partners are clients: their own views end in ForClient.
  partner: {
    amountRecord: ['list', ...exportList, 'listForClient'],
    // §7: client: register, signIn, signOut, signInfo, changePassword.
    client: ['register', 'signIn', 'signOut', 'signInfo', 'changePassword', 'list', 'details'],
    clue: [...crud, 'listForClient', 'saveForClient'],
    // §7: config: levels, posters, background images, periods (nested under config/).
    'config/level': [...crud, 'listForClient'],
    'config/poster': [...crud, 'listForClient'],
    'config/backgroundImage': [...crud, 'listForClient'],
    'config/period': [...crud, 'listForClient'],
    // §7: partner: resetPassword, share poster.
    partner: [...crud, 'resetPassword', 'getSharePoster'],
    // §4 Withdrawal record: withdrawalForClient, finishPay, refuse, getAvailableAmount.
    'withdrawal/record': [
      'list',
      'details',
      ...exportList,
      'listForClient',
      'withdrawalForClient',
      'finishPay',
      'refuse',
      'getAvailableAmount',
    ],
  },
  // §3 ems server: after-sales service; the service staff's views end in ForService.
  server: {
    appraiseEmployee: [...crud, ...exportList],
    classRoom: [...crud, ...simpleList],
    complaint: [...crud, 'listForClient', 'saveForClient', 'listForService'],
    complaintHandle: [...crud, 'finish', 'listForService'],
    mailBook: [...crud, 'listForClient'],
    mailService: [...crud, 'listForService'],
    mailServiceRecord: ['list', 'save', ...exportList],
    schoolRollAppraise: [...crud, ...exportList, 'saveForClient'],
    serviceBack: [...crud, 'listForService'],
    serviceContact: [...crud, 'listForService'],
    serviceSchoolRoll: ['list', 'details', ...exportList, 'assign', 'listForService'],
    serviceStudentStatistics: ['list', ...exportList, 'listForService'],
    studentMessage: [...crud, 'listForClient', 'saveForClient', 'listForService'],
  },
  // §3: beijingOpen*, gongshang*, jiliang*, jingji* name the partner universities' platforms
  // (one entity each); hsyWorkRecord, siteStudy and the data handler.
  siteplatform: {
    beijingOpen: ['list', 'details', 'sync', ...bulkImport, ...exportList],
    gongshang: ['list', 'details', 'sync', ...bulkImport, ...exportList],
    hsyWorkRecord: ['list', 'save', ...exportList],
    jiliang: ['list', 'details', 'sync', ...bulkImport, ...exportList],
    jingji: ['list', 'details', 'sync', ...bulkImport, ...exportList],
    siteStudy: ['list', 'details', 'sync', ...exportList],
    dataHandler: ['sync'],
  },
  textbook: {
    mail: [...crud, ...bulkImport, ...exportList],
    record: [...crud, ...exportList, 'listForClient'],
  },
  thesis: {
    // The student's own thesis: ForClient.
    client: ['listForClient', 'detailsForClient', 'saveForClient', 'uploadForClient'],
    internshipReport: [...crud, ...exportList, 'listForClient', 'saveForClient'],
    peer: [...crud, ...simpleList],
    reply: [...crud],
    teacher: [...crud, ...simpleList, 'listForTeacher'],
    thesisCollection: [...crud, ...exportList],
    thesisBatch: [...crud, ...simpleList],
    thesisReply: [...crud, ...bulkImport, ...exportList],
    thesisScore: [...crud, ...bulkImport, ...exportList, 'listForClient'],
    // §4 Thesis: rollback of the latest step.
    thesisStudent: [...crud, ...bulkImport, ...exportList, 'rollback', 'listForTeacher'],
  },
};
