/**
 * The catalogue against the spec (api-catalogue.md). The expectations below are copied from the
 * spec independently of the data, so a dropped entity or a wrong verb fails here.
 */
import { COLLECTIONS } from '@contract/collections';
import { catalogueData } from '../catalogue-data';
import type { CatalogueData, CatalogueEndpoint } from '../catalogue-types';
import { CatalogueError, resolveCatalogue } from '../resolve-catalogue';
import { audienceSuffixes, ruleVerb, splitAudience } from '../verb-rules';

const endpoints = resolveCatalogue(catalogueData);
const routes = new Set(endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`));
const find = (path: string) => endpoints.filter((endpoint) => endpoint.path === path);

/** Every entity named by §3 and §7, as `group/family/entity path`. */
const specEntities: Record<string, readonly string[]> = {
  'bms/statistics': [
    'handSchoolConfig',
    'humanEffectivenessTarget',
    'noticeStatistics',
    'peerStatistics',
    'promoteStatistics',
    'statisticsConfig',
    'statisticsClassification',
    'statisticsDepartment',
    'statisticsSubclass',
    'employeeAppraisalStatistics',
  ],
  'bms/system': [
    'admin',
    'adminView',
    'approvalConfig',
    'approvalFlow',
    'attendanceDate',
    'department',
    'departmentTemporaryAdmin',
    'dingDepartment',
    'menu',
    'positionMenu',
    'question',
    'temporaryAdmin',
    'toDoMatter',
  ],
  'ums/enterprise': ['employee', 'enterpriseCompany', 'discount'],
  'ums/promote': [
    'admissionsClue',
    'appointment',
    'backgroundMessage',
    'careerClue',
    'careerSchool',
    'circulate',
    'clue',
    'clueChannelAddress',
    'clueOrigin',
    'clueStatusRecord',
    'enrollTeacherCode',
    'enterpriseClue',
    'feeRecord',
    'operateClue',
    'opxChannel',
    'opxSite',
    'platformRegister',
    'remarkCode',
    'schedule',
    'schedulePool',
    'soldierInfo',
    'tianmaoActivity',
    'xmtClue',
  ],
  'ums/user': [
    'address',
    'adultTeacher',
    'armyInfo',
    'changePhone',
    'enrollSelf',
    'loginRecord',
    'realName',
    'schoolRoll',
    'user',
    'userFamily',
  ],
  'cms/activity': ['activityInfo', 'activityParticipant', 'activityVenue', 'activityHodometer'],
  'cms/army': [
    'project',
    'class',
    'course',
    'chapter',
    'student',
    'subject',
    'mockPaper',
    'paper',
    'survey',
    'scheduling',
    'cert',
    'fee',
    'finance',
    'cost',
  ],
  'cms/content': [
    'courseSchedule',
    'crgkMajor',
    'crgkSite',
    'zsbMajor',
    'zsbSite',
    'liveCourse',
    'publicity',
    'resourceUrl',
  ],
  'cms/exemption': [
    'degreeExercise',
    'chapter',
    'course',
    'paper',
    'subject',
    'section',
    'studentExercise',
    'notice',
    'studentAbsence',
  ],
  'cms/night': ['attendance', 'class', 'student'],
  'cms/resource': [
    'armyCounty',
    'course',
    'courseTable',
    'courseTableTemplate',
    'continueTeachingPlan',
    'ebook',
    'exam',
    'knowledge',
    'label',
    'learningFile',
    'liveCourse',
    'liveCourseChapter',
    'paper',
    'paperRecord',
    'paperSubject',
    'schoolroom',
    'sitePlanRoster',
    'siteTable',
    'siteTableItem',
    'subject',
    'teacher',
    'serverFile',
    'selfPaperConfig',
  ],
  'cms/selftaught': [
    'selfTaughtChapterPlan',
    'selfTaughtClassRoom',
    'selfTaughtCourse',
    'selfTaughtLiveChapter',
    'selfTaughtPaper',
    'selfTaughtPlan',
    'selfTaughtStudyMaterials',
    'selfTaughtSubject',
    'selfTaughtSubjectChapter',
    'selfTaughtVideoChapter',
    'selfTaughtWrongSubject',
    'selfTaughtCollect',
    'selfTaughtStudentExercise',
    'selfTaughtStudentVideo',
  ],
  'cms/web': ['coworker', 'jobPosition', 'pageType', 'siteBanner', 'siteContent', 'siteMenu', 'siteMessage'],
  'ems/adultexam': [
    'adultExamEmpty',
    'adultExamFee',
    'adultExamMajorCode',
    'scoreLine',
    'studentAdultExamInfo',
    'studentOfficialInfo',
    'volunteerTransfer',
  ],
  'ems/basic': [
    'adultExamArea',
    'batch',
    'campus',
    'contractParty',
    'coupon',
    'discipline',
    'enrollPlan',
    'enrollRecruitmentBrochure',
    'examinationCentre',
    'exemptionDegreeClass',
    'exemptionDegreeSite',
    'exemptionDegreeTimetable',
    'industryContract',
    'industryCooperation',
    'juniorMajor',
    'major',
    'majorCourse',
    'schoolStatusConfig',
    'schoolStatusPipeline',
    'site',
    'siteConfig',
    'soldierTrainingStatus',
    'transactionConfig',
    'roleShortcut',
  ],
  'ems/collect': ['collectionField', 'collectionRecord', 'collectionStudent'],
  'ems/education': [
    'appraisalEmployee',
    'changeReferral',
    'educationNotice',
    'graduate',
    'onlineSignature',
    'peer',
    'peerNotice',
    'photoCollection',
    'previewGraduate',
    'schoolRoll',
    'schoolRollAdult',
    'schoolRollBatchTransaction',
    'schoolRollChecking',
    'schoolRollContinue',
    'schoolRollInfoModify',
    'schoolRollRegistry',
    'schoolRollSelfTaught',
    'schoolRollTransaction',
    'schoolRollVip',
    'schoolRollVipConfig',
    'studentCourse',
    'studyRecord',
    'teachPlan',
    'teachingOffline',
    'teachingProgram',
  ],
  'ems/examination': [
    'examPublish',
    'offline',
    'offlineStudent',
    'online',
    'onlineWork',
    'score/rank',
    'selfTaughtScore',
    'studentScore',
    'studentSignature',
    'work',
  ],
  'ems/partner': [
    'amountRecord',
    'client',
    'clue',
    'config/level',
    'config/poster',
    'config/backgroundImage',
    'config/period',
    'partner',
    'withdrawal/record',
  ],
  'ems/server': [
    'appraiseEmployee',
    'classRoom',
    'complaint',
    'complaintHandle',
    'mailBook',
    'mailService',
    'mailServiceRecord',
    'schoolRollAppraise',
    'serviceBack',
    'serviceContact',
    'serviceSchoolRoll',
    'serviceStudentStatistics',
    'studentMessage',
  ],
  'ems/siteplatform': [
    'beijingOpen',
    'gongshang',
    'hsyWorkRecord',
    'jiliang',
    'jingji',
    'siteStudy',
    'dataHandler',
  ],
  'ems/textbook': ['mail', 'record'],
  'ems/thesis': [
    'client',
    'internshipReport',
    'peer',
    'reply',
    'teacher',
    'thesisCollection',
    'thesisBatch',
    'thesisReply',
    'thesisScore',
    'thesisStudent',
  ],
};

/** The calls whose verb and path the spec states, example by example (§4, §6, §7). */
const statedCalls = [
  // §7 examples.
  'GET /api/cms/resource/course/listSimpleCourse',
  'PUT /api/cms/selftaught/selfTaughtClassRoom/setCurrentTerm',
  'POST /api/ems/basic/coupon/activate',
  'PUT /api/ems/education/educationNotice/publish',
  'PUT /api/ems/education/schoolRoll/passByEducation',
  'POST /api/ems/education/schoolRoll/enrollForClient',
  // §7 the usual per-entity pattern, on the coupon: save and delete on the base path.
  'POST /api/ems/basic/coupon',
  'DELETE /api/ems/basic/coupon',
  // §7 bms/statistics.
  'POST /api/bms/statistics/handSchoolConfig',
  'DELETE /api/bms/statistics/handSchoolConfig',
  'GET /api/bms/statistics/handSchoolConfig/list',
  'GET /api/bms/statistics/handSchoolConfig/listSimple',
  'POST /api/bms/statistics/humanEffectivenessTarget',
  'DELETE /api/bms/statistics/humanEffectivenessTarget',
  'GET /api/bms/statistics/humanEffectivenessTarget/export',
  'GET /api/bms/statistics/humanEffectivenessTarget/list',
  'GET /api/bms/statistics/humanEffectivenessTarget/listMonth',
  'GET /api/bms/statistics/humanEffectivenessTarget/listQuarter',
  'GET /api/bms/statistics/humanEffectivenessTarget/listYear',
  'POST /api/bms/statistics/humanEffectivenessTarget/upload',
  'POST /api/bms/statistics/statisticsClassification/setXmtGroup',
  'PUT /api/bms/statistics/statisticsClassification/updateAdminIds',
  'PUT /api/bms/statistics/statisticsClassification/updatePositions',
  'PUT /api/bms/statistics/statisticsClassification/updateSuperAdminIds',
  'POST /api/bms/statistics/statisticsDepartment',
  'DELETE /api/bms/statistics/statisticsDepartment',
  'GET /api/bms/statistics/statisticsDepartment/list',
  'PUT /api/bms/statistics/statisticsDepartment/updateDepartmentId',
  // §7 bms/system admin.
  'POST /api/bms/system/admin',
  'PUT /api/bms/system/admin/changeAdmin',
  'PUT /api/bms/system/admin/changeChargeSiteId',
  'PUT /api/bms/system/admin/changeDepartment',
  'PUT /api/bms/system/admin/changePlatform',
  'PUT /api/bms/system/admin/changeSubAdmin',
  'PUT /api/bms/system/admin/handOver',
  'PUT /api/bms/system/admin/resetPassword',
  'PUT /api/bms/system/admin/updateClueReceiveStatus',
  'PUT /api/bms/system/admin/updateMyNick',
  'PUT /api/bms/system/admin/updatePassword',
  'PUT /api/bms/system/admin/updateSelf',
  'POST /api/bms/system/admin/signIn',
  'DELETE /api/bms/system/admin/signOut',
  'GET /api/bms/system/admin/list',
  'POST /api/bms/system/admin/upload',
  'GET /api/bms/system/admin/export',
  // §7 bms/system adminView, approvalConfig, approvalFlow; §6 positionMenu.
  'POST /api/bms/system/adminView',
  'DELETE /api/bms/system/adminView',
  'GET /api/bms/system/adminView/list',
  'PUT /api/bms/system/adminView/share',
  'PUT /api/bms/system/adminView/sort',
  'POST /api/bms/system/approvalConfig',
  'DELETE /api/bms/system/approvalConfig',
  'POST /api/bms/system/approvalConfig/copy',
  'GET /api/bms/system/approvalConfig/list',
  'PUT /api/bms/system/approvalConfig/sort',
  'PUT /api/bms/system/approvalFlow/audit',
  'PUT /api/bms/system/approvalFlow/batchAudit',
  'PUT /api/bms/system/approvalFlow/changeAdmin',
  'GET /api/bms/system/approvalFlow/details',
  'GET /api/bms/system/approvalFlow/list',
  'PUT /api/bms/system/approvalFlow/withdraw',
  'DELETE /api/bms/system/approvalFlow',
  'PUT /api/bms/system/approvalFlow/repair',
  'PUT /api/bms/system/dingDepartment/sync',
  'GET /api/bms/system/positionMenu/listInner',
  'GET /api/bms/system/positionMenu/listOut',
  'PUT /api/bms/system/positionMenu/manage',
  'PUT /api/bms/system/positionMenu/updatePermission',
  'GET /api/bms/system/question/detail',
  'POST /api/bms/system/question/feedback',
  'POST /api/bms/system/question/quiz',
  'POST /api/bms/system/question',
  'DELETE /api/bms/system/question',
  'GET /api/bms/system/question/list',
  // §7 ums/enterprise and ums/promote; §4 clues and appointments.
  'PUT /api/ums/enterprise/employee/transfer',
  'DELETE /api/ums/enterprise/employee',
  'POST /api/ums/enterprise/discount/apply',
  'GET /api/ums/enterprise/discount/list',
  'PUT /api/ums/enterprise/discount/sync',
  'PUT /api/ums/promote/admissionsClue/assign',
  'PUT /api/ums/promote/admissionsClue/drawFromSeaPool',
  'PUT /api/ums/promote/admissionsClue/giveUp',
  'POST /api/ums/promote/admissionsClue',
  'POST /api/ums/promote/admissionsClue/upload',
  'GET /api/ums/promote/admissionsClue/export',
  'POST /api/ums/promote/appointment/apply',
  'PUT /api/ums/promote/appointment/change',
  'PUT /api/ums/promote/appointment/reception',
  'PUT /api/ums/promote/appointment/update',
  'GET /api/ums/promote/appointment/export',
  'POST /api/ums/promote/clueStatusRecord/apply',
  'PUT /api/ums/promote/clueStatusRecord/audit',
  // §7 ums/user user.
  'POST /api/ums/user/user/signIn',
  'DELETE /api/ums/user/user/signOut',
  'DELETE /api/ums/user/user/logOut',
  'POST /api/ums/user/user/sendVerify',
  'PUT /api/ums/user/user/findPassword',
  'POST /api/ums/user/user/resetPassword',
  'PUT /api/ums/user/user/changePassword',
  'PUT /api/ums/user/user/changePhone',
  'PUT /api/ums/user/user/updateSelf',
  'GET /api/ums/user/user/signInfo',
  'POST /api/ums/user/userFamily/signIn',
  // §4 notices, exams, coupons, graduation, school roll, thesis.
  'POST /api/ems/education/educationNotice',
  'PUT /api/ems/education/educationNotice/update',
  'PUT /api/ems/education/educationNotice/delay',
  'PUT /api/ems/education/educationNotice/finish',
  'PUT /api/ems/education/educationNotice/refuse',
  'PUT /api/ems/education/educationNotice/headerTeacherConfirm',
  'PUT /api/ems/education/educationNotice/autoUpdateDelayStatus',
  'POST /api/cms/resource/exam/publish',
  'PUT /api/cms/resource/exam/modifyExamTime',
  'PUT /api/ems/basic/coupon/use',
  'PUT /api/ems/basic/coupon/able',
  'PUT /api/ems/education/previewGraduate/teacherAudit',
  'PUT /api/ems/education/previewGraduate/eduAudit',
  'PUT /api/ems/education/previewGraduate/auditGraduate',
  'PUT /api/ems/education/graduate/confirm',
  'POST /api/ems/education/graduate/publish',
  'PUT /api/cms/resource/courseTable/confirm',
  'PUT /api/cms/resource/courseTable/finish',
  'POST /api/ems/basic/exemptionDegreeTimetable/publish',
  'PUT /api/ems/education/schoolRoll/passByEnrollTeacher',
  'PUT /api/ems/education/schoolRoll/deny',
  'PUT /api/ems/education/schoolRoll/startSchoolRollByFirstFee',
  'PUT /api/ems/education/schoolRoll/endSchoolRollByFullPayment',
  'PUT /api/ems/adultexam/volunteerTransfer/agree',
  'PUT /api/ems/thesis/thesisStudent/rollback',
  'POST /api/cms/night/attendance/signIn',
  'DELETE /api/cms/night/attendance/signOut',
  'PUT /api/cms/resource/paperRecord/handIn',
  'POST /api/cms/resource/paperRecord/temporarySave',
  'PUT /api/cms/resource/paperRecord/read',
  'PUT /api/cms/resource/paperRecord/redo',
  // §7 ems/partner.
  'POST /api/ems/partner/client/register',
  'POST /api/ems/partner/client/signIn',
  'DELETE /api/ems/partner/client/signOut',
  'GET /api/ems/partner/client/signInfo',
  'PUT /api/ems/partner/client/changePassword',
  'PUT /api/ems/partner/partner/resetPassword',
  'POST /api/ems/partner/withdrawal/record/withdrawalForClient',
  'PUT /api/ems/partner/withdrawal/record/finishPay',
  'PUT /api/ems/partner/withdrawal/record/refuse',
  'GET /api/ems/partner/withdrawal/record/getAvailableAmount',
  // §7: the last listed entry is the schoolRollAdult uploads.
  'POST /api/ems/education/schoolRollAdult/upload',
  'GET /api/ems/education/schoolRollAdult/downloadMould',
];

/** §7 "Verbs follow names", restated from the spec for the words it classifies. */
const specVerbWords: Record<string, readonly string[]> = {
  GET: ['list', 'listSimple', 'listForClient', 'details', 'export', 'downloadMould'],
  POST: ['save', 'upload', 'publish', 'apply', 'signIn'],
  PUT: ['update', 'assign', 'confirm', 'sync'],
  DELETE: ['remove'],
};
const leadingWord = (action: string) => /^[a-z]+/.exec(splitAudience(action).stem)?.[0] ?? '';
const specVerbOf = (action: string) =>
  Object.entries(specVerbWords).find(([, words]) =>
    words.some((word) => splitAudience(action).stem === word || leadingWord(action) === word),
  )?.[0];

describe('the spec examples and stated verbs', () => {
  it.each(statedCalls)('has %s', (call) => {
    expect(routes).toContain(call);
  });

  it('keeps the save and delete of the per-entity pattern on the base path', () => {
    expect(find('/api/ems/basic/coupon').map((endpoint) => [endpoint.action, endpoint.method])).toEqual([
      ['save', 'POST'],
      ['remove', 'DELETE'],
    ]);
  });
});

describe('entities (§3 and §7)', () => {
  // Extensions (calls the spec does not have) are listed on their own below.
  const entitiesWithEndpoints = new Set(
    endpoints
      .filter((endpoint) => !endpoint.extension)
      .map((endpoint) => `${endpoint.group}/${endpoint.family}/${endpoint.entity}`),
  );
  // The spec's, and those of the collections whose console screen is a resource definition
  // (contract/collections): one the spec does not name is the group's own, called as that screen asks.
  const expectedEntities = [
    ...new Set([
      ...Object.entries(specEntities).flatMap(([family, entities]) =>
        entities.map((entity) => `${family}/${entity}`),
      ),
      ...COLLECTIONS.filter((collection) => collection.screen.kind === 'resource').map(
        (collection) => `cms/web/${collection.apiPath}`,
      ),
    ]),
  ];

  it.each(expectedEntities)('%s has endpoints', (entity) => {
    expect(entitiesWithEndpoints).toContain(entity);
  });

  it('holds no entity the spec does not name', () => {
    expect([...entitiesWithEndpoints].sort()).toEqual([...expectedEntities].sort());
  });

  it('covers the 23 families of the four groups', () => {
    expect(new Set(endpoints.map((endpoint) => `${endpoint.group}/${endpoint.family}`))).toEqual(
      new Set(Object.keys(specEntities)),
    );
  });
});

describe('extensions (calls the spec does not have)', () => {
  it('are exactly these, each with its reason', () => {
    const extensions = endpoints.filter((endpoint) => endpoint.extension !== undefined);
    expect(extensions.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([
      'POST /api/bms/system/admin/signInWithCode',
      'GET /api/bms/system/admin/getTwoFactor',
      'PUT /api/bms/system/admin/startTwoFactor',
      'POST /api/bms/system/admin/activateTwoFactor',
      'PUT /api/bms/system/admin/endTwoFactor',
      'PUT /api/bms/system/admin/resetTwoFactor',
      'POST /api/bms/system/admin/invite',
      'POST /api/bms/system/admin/checkPasswordLink',
      'PUT /api/bms/system/admin/setPasswordWithLink',
      'POST /api/bms/system/admin/forgotPassword',
      'GET /api/bms/system/admin/getPasswordHelp',
      'PUT /api/bms/system/admin/confirmPassword',
      'GET /api/bms/system/admin/getSecurityPolicy',
      'PUT /api/bms/system/admin/updateSecurityPolicy',
      'GET /api/bms/system/auditLog/list',
      'GET /api/bms/system/auditLog/listOfRecord',
      'GET /api/bms/system/staffSession/list',
      'DELETE /api/bms/system/staffSession',
      'DELETE /api/bms/system/staffSession/removeOthers',
      'DELETE /api/bms/system/staffSession/removeByAccount',
      'PUT /api/cms/resource/serverFile/updateAlt',
      'GET /api/cms/web/adWord/list',
      'POST /api/cms/web/adWord',
      'DELETE /api/cms/web/adWord',
      'POST /api/cms/web/adWord/check',
      'GET /api/cms/web/leadAlert/list',
      'POST /api/cms/web/leadAlert',
      'DELETE /api/cms/web/leadAlert',
      'PUT /api/cms/web/leadAlert/setEnabled',
      'POST /api/cms/web/leadAlert/sendTest',
      'GET /api/cms/web/leadAlert/listDelivery',
      'GET /api/cms/web/leadAlert/getSummary',
      'GET /api/cms/web/leadSourceAlias/list',
      'POST /api/cms/web/leadSourceAlias',
      'DELETE /api/cms/web/leadSourceAlias',
      'GET /api/cms/web/pageType/listTemplate',
      'POST /api/cms/web/siteBanner/savePreview',
      'POST /api/cms/web/siteContent/savePreview',
      'GET /api/cms/web/siteContent/listBySite',
      'DELETE /api/cms/web/siteContent/removeBatch',
      'PUT /api/cms/web/siteContent/changeMenuBatch',
      'PUT /api/cms/web/siteContent/changeScheduleBatch',
      'POST /api/cms/web/siteMenu/savePreview',
      'PUT /api/cms/web/siteMessage/updateStatus',
      'POST /api/cms/web/siteMessage/saveNote',
      'PUT /api/cms/web/siteMessage/assign',
      'PUT /api/cms/web/siteMessage/setFollowUp',
      'GET /api/cms/web/siteMessage/listAssignee',
      'GET /api/cms/web/siteMessage/getSummary',
      'GET /api/cms/web/siteMessage/getChannelReport',
      'GET /api/cms/web/siteMessage/listSource',
      'PUT /api/cms/web/siteMessage/updateStatusBatch',
      'PUT /api/cms/web/siteMessage/assignBatch',
      'PUT /api/cms/web/siteMessage/restore',
      'GET /api/cms/web/leadRouting/details',
      'POST /api/cms/web/leadRouting',
      'GET /api/cms/web/leadForm/details',
      'GET /api/cms/web/review/listPolicy',
      'PUT /api/cms/web/review/updatePolicy',
      'GET /api/cms/web/review/list',
      'GET /api/cms/web/review/getSummary',
      'GET /api/cms/web/review/details',
      'GET /api/cms/web/review/detailsOfRecord',
      'POST /api/cms/web/review/submit',
      'PUT /api/cms/web/review/pass',
      'PUT /api/cms/web/review/deny',
      'PUT /api/cms/web/review/withdraw',
      'GET /api/cms/web/revision/list',
      'GET /api/cms/web/revision/details',
      'GET /api/cms/web/revision/compare',
      'PUT /api/cms/web/revision/restore',
      'GET /api/cms/web/siteSetting/details',
      'POST /api/cms/web/siteSetting',
      'POST /api/cms/web/siteSetting/savePreview',
    ]);
    for (const endpoint of extensions) expect(endpoint.extension).toMatch(/^issue \d+ item \d+: .+/);
  });

  it('keeps signOut as the spec has it (§7 bms/system admin: signOut (DELETE)), not as an extension', () => {
    expect(find('/api/bms/system/admin/signOut')).toEqual([
      expect.objectContaining({ method: 'DELETE', name: 'signOutAdmin' }),
    ]);
    expect(find('/api/bms/system/admin/signOut')[0]?.extension).toBeUndefined();
  });
});

describe('verbs follow names (§7)', () => {
  const declaredEndpoints = endpoints.filter((endpoint) => endpoint.specLine !== undefined);

  it("gives every action the spec's verb for its leading word, unless the spec states another", () => {
    const mismatches = endpoints
      .filter((endpoint) => !endpoint.specLine)
      .filter((endpoint) => {
        const expected = specVerbOf(endpoint.action);
        return expected !== undefined && expected !== endpoint.method;
      })
      .map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(mismatches).toEqual([]);
  });

  it('gives every other action the verb of the rules', () => {
    const offRule = endpoints.filter(
      (endpoint) => !endpoint.specLine && ruleVerb(endpoint.action) !== endpoint.method,
    );
    expect(offRule).toEqual([]);
  });

  it('justifies every declared verb with its spec line, and declares only what the rules do not give', () => {
    expect(declaredEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`).sort()).toEqual([
      'POST /api/bms/statistics/statisticsClassification/setXmtGroup',
      'POST /api/ems/education/schoolRoll/enrollForClient',
      'POST /api/ums/user/user/resetPassword',
      'PUT /api/ems/education/educationNotice/publish',
      'PUT /api/ums/user/user/findPassword',
    ]);
    for (const endpoint of declaredEndpoints) {
      expect(endpoint.specLine).toMatch(/^§\d .+/);
      expect(ruleVerb(endpoint.action)).not.toBe(endpoint.method);
    }
  });

  it.each([
    ['listSimpleCourse', 'GET'],
    ['listForClient', 'GET'],
    ['detailsForTeacher', 'GET'],
    ['downloadMould', 'GET'],
    ['signInfo', 'GET'],
    ['getAvailableAmount', 'GET'],
    ['signIn', 'POST'],
    ['saveForClient', 'POST'],
    ['uploadForClient', 'POST'],
    ['activate', 'POST'],
    ['withdrawalForClient', 'POST'],
    ['withdraw', 'PUT'],
    ['passByEducation', 'PUT'],
    ['handInForClient', 'PUT'],
    ['setCurrentTerm', 'PUT'],
    ['confirmForFinance', 'PUT'],
    ['remove', 'DELETE'],
    ['logOut', 'DELETE'],
    ['enrollForClient', undefined],
    ['listing', undefined],
  ])('reads %s as %s', (action, method) => {
    expect(ruleVerb(action)).toBe(method);
  });

  it.each([
    ['enrollForClient', 'enroll', 'ForClient'],
    ['listForAdminTeacher', 'list', 'ForAdminTeacher'],
    ['listForTeacher', 'list', 'ForTeacher'],
    ['confirmForFinance', 'confirm', 'ForFinance'],
    ['listForInstructor', 'list', 'ForInstructor'],
    ['listInner', 'listInner', ''],
  ])('splits %s into %s and %s', (action, stem, audience) => {
    expect(splitAudience(action)).toEqual({ stem, audience });
  });
});

describe('audiences (§1)', () => {
  it.each(audienceSuffixes)('has %s variants', (suffix) => {
    expect(endpoints.some((endpoint) => endpoint.action.endsWith(suffix))).toBe(true);
  });

  it.each([
    'GET /api/ems/examination/online/listForClient',
    'PUT /api/ems/examination/online/handInForClient',
    'GET /api/ems/partner/clue/listForClient',
    'GET /api/ems/partner/amountRecord/listForClient',
    'GET /api/ems/education/educationNotice/listForTeacher',
    'GET /api/ems/education/educationNotice/listForEdu',
    'GET /api/ems/education/schoolRoll/listForAdminTeacher',
    'GET /api/ems/server/complaint/listForService',
    'GET /api/ums/promote/feeRecord/listForFinance',
    'GET /api/cms/army/class/listForInstructor',
  ])('has %s', (call) => {
    expect(routes).toContain(call);
  });
});

describe('endpoints', () => {
  it('have unique names and unique verb + path pairs', () => {
    expect(new Set(endpoints.map((endpoint) => endpoint.name)).size).toBe(endpoints.length);
    expect(routes.size).toBe(endpoints.length);
  });

  it('are named camelCase and verb-first', () => {
    const misnamed = endpoints.filter(
      (endpoint) =>
        !/^[a-z][a-zA-Z0-9]*$/.test(endpoint.name) || !endpoint.name.startsWith(leadingWord(endpoint.action)),
    );
    expect(misnamed).toEqual([]);
  });

  it.each([
    ['/api/ems/basic/coupon', 'POST', 'saveCoupon'],
    ['/api/ems/education/schoolRoll/enrollForClient', 'POST', 'enrollEducationSchoolRollForClient'],
    ['/api/cms/resource/course/listSimpleCourse', 'GET', 'listSimpleResourceCourse'],
    ['/api/cms/selftaught/selfTaughtClassRoom/setCurrentTerm', 'PUT', 'setCurrentTermSelfTaughtClassRoom'],
    ['/api/ems/partner/withdrawal/record/getAvailableAmount', 'GET', 'getAvailableAmountWithdrawalRecord'],
  ])('name %s %s as %s', (path, method, name) => {
    expect(find(path).find((endpoint) => endpoint.method === method)?.name).toBe(name);
  });

  it('are queries exactly when they are GETs that are not downloads', () => {
    const downloads = (endpoint: CatalogueEndpoint) => /^(export|downloadMould)/.test(endpoint.action);
    for (const endpoint of endpoints) {
      expect([endpoint.path, endpoint.kind === 'query']).toEqual([
        endpoint.path,
        endpoint.method === 'GET' && !downloads(endpoint),
      ]);
    }
    expect(endpoints.filter(downloads).every((endpoint) => endpoint.kind === 'download')).toBe(true);
  });

  it('tag each entity in PascalCase, with the family where the entity name recurs', () => {
    const tagOf = (path: string) => find(path)[0]?.tag;
    expect(tagOf('/api/ems/basic/coupon')).toBe('Coupon');
    expect(tagOf('/api/cms/resource/course/list')).toBe('ResourceCourse');
    expect(tagOf('/api/cms/army/course/list')).toBe('ArmyCourse');
    expect(tagOf('/api/ems/partner/withdrawal/record/list')).toBe('WithdrawalRecord');
  });
});

describe('resolveCatalogue refuses ambiguous data', () => {
  const only = (ems: CatalogueData['ems']): CatalogueData => ({ bms: {}, ums: {}, cms: {}, ems });
  const problemsOf = (data: CatalogueData, reserved: string[] = []) => {
    try {
      resolveCatalogue(data, reserved);
      return [];
    } catch (error) {
      if (error instanceof CatalogueError) return error.problems;
      throw error;
    }
  };

  it('fails on an action no rule and no declaration gives a verb', () => {
    expect(problemsOf(only({ basic: { coupon: ['frobnicate'] } }))).toEqual([
      'no rule gives the verb of "ems/basic/coupon/frobnicate": declare it with its spec line',
    ]);
  });

  it('fails on a declaration that repeats the rule or quotes no spec line', () => {
    const problems = problemsOf(
      only({
        basic: {
          coupon: [
            { action: 'list', method: 'GET', specLine: '§7 list is GET' },
            { action: 'enroll', method: 'POST', specLine: 'because' },
          ],
        },
      }),
    );
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/repeats the rule/);
    expect(problems[1]).toMatch(/does not quote its spec line/);
  });

  it('fails on a name used twice, or one the public calls own', () => {
    expect(problemsOf(only({ basic: { coupon: ['list'] } }), ['listCoupon'])).toEqual([
      'endpoint name "listCoupon" of GET /api/ems/basic/coupon/list is already used by the public calls',
    ]);
    expect(
      problemsOf(only({ basic: { course: ['listSimpleCourse', 'listSimple'] } })).some((problem) =>
        problem.includes('"listSimpleCourse"'),
      ),
    ).toBe(true);
  });

  it('fails on a verb and path generated twice', () => {
    const problems = problemsOf(
      only({
        basic: {
          'coupon/batch': ['save'],
          coupon: [{ action: 'batch', method: 'POST', specLine: '§0 test' }],
        },
      }),
    );
    expect(problems).toEqual(['POST /api/ems/basic/coupon/batch is generated twice']);
  });

  it('fails on an extension without a reason, or with a verb that repeats the rule', () => {
    const problems = problemsOf(
      only({
        basic: {
          coupon: [
            { action: 'list', extension: ' ' },
            { action: 'details', extension: 'x', method: 'GET' },
          ],
        },
      }),
    );
    expect(problems).toEqual([
      'extension "ems/basic/coupon/list" does not say why it was added',
      'verb of extension "ems/basic/coupon/details" repeats the rule (GET); remove it',
    ]);
  });

  it('fails on names that are not camelCase segments', () => {
    expect(problemsOf(only({ basic: { 'Coupon-list': ['list'] } }))[0]).toMatch(/camelCase segments/);
  });
});
