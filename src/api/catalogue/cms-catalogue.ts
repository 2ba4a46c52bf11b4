/** cms: content and teaching (api-catalogue.md §3 cms, §4, §7 cms). */
import { bulkImport, crud, exportList, extension, simpleList, studentPaperActions } from './action-sets';
import type { FamilyData, GroupData } from './catalogue-types';
import { COLLECTIONS } from '@contract/collections';

/**
 * The written-out entries, after one for each collection (contract/collections) whose console
 * screen is a resource definition (src/admin/ui/resource.tsx) and that is not written out: it is
 * called with what that screen asks, list, details, save, remove and sort.
 */
const withResourceScreenCalls = (written: FamilyData): FamilyData => ({
  ...Object.fromEntries(
    COLLECTIONS.filter(
      (collection) => collection.screen.kind === 'resource' && !(collection.apiPath in written),
    ).map((collection) => [collection.apiPath, [...crud, 'sort']]),
  ),
  ...written,
});

export const cmsCatalogue: GroupData = {
  // §3: activity info with participant, venue and hodometer.
  activity: {
    activityInfo: [...crud, 'publish', 'listForClient', 'detailsForClient'],
    activityParticipant: ['list', 'save', 'remove', ...exportList, 'signIn'],
    activityVenue: [...crud, ...simpleList],
    activityHodometer: [...crud],
  },
  // §3 and §7: project, class, course, chapter, student, subject, mock paper, paper, survey,
  // scheduling, cert, fee, finance, cost; the trainees are clients, their instructors ForInstructor.
  army: {
    project: [...crud, ...simpleList],
    class: [...crud, ...simpleList, 'listForInstructor'],
    course: [...crud, ...simpleList, 'listForClient'],
    chapter: [...crud, 'listForClient'],
    student: [...crud, ...bulkImport, ...exportList, 'listForInstructor'],
    subject: [...crud, ...bulkImport],
    mockPaper: [...crud, 'listForClient', 'detailsForClient'],
    paper: [...crud, 'publish', 'listForInstructor'],
    survey: [...crud, 'publish', 'listForClient'],
    scheduling: [...crud, 'publish', ...exportList, 'listForInstructor'],
    cert: [...crud, ...bulkImport],
    fee: [...crud, ...exportList, 'listForFinance', 'confirmForFinance'],
    finance: ['list', 'details', ...exportList, 'confirmForFinance'],
    cost: [...crud, ...exportList],
  },
  // §7: course schedule, crgk and zsb majors and sites, live courses, publicity, resourceUrl.
  content: {
    courseSchedule: [...crud, 'listForClient'],
    crgkMajor: [...crud, 'listForClient'],
    crgkSite: [...crud, 'listForClient'],
    zsbMajor: [...crud, 'listForClient'],
    zsbSite: [...crud, 'listForClient'],
    liveCourse: [...crud, 'listForClient'],
    publicity: [...crud, 'listForClient'],
    resourceUrl: [...crud, 'detailsForClient'],
  },
  // §3 and §7: degree exercise, chapter, course, paper, subject, section, student exercise,
  // notice, student absence.
  exemption: {
    degreeExercise: [...crud, 'listForClient'],
    chapter: [...crud, 'listForClient'],
    course: [...crud, ...simpleList, 'listForClient'],
    paper: [...crud, 'publish', 'listForClient'],
    subject: [...crud, ...bulkImport],
    section: [...crud, 'listForClient'],
    studentExercise: ['list', 'details', 'listForClient', ...studentPaperActions],
    notice: [...crud, 'publish', 'listForClient'],
    studentAbsence: [...crud, ...exportList],
  },
  // §7: night: attendance, class, student; §4 Attendance: sign in, sign out.
  night: {
    attendance: ['list', ...exportList, 'signIn', 'signOut', 'listForClient'],
    class: [...crud, ...simpleList],
    student: [...crud, ...bulkImport, ...exportList],
  },
  // §7: base path /api/cms/resource with the entities of §3.
  resource: {
    armyCounty: [...crud, ...simpleList],
    // §7 example: GET /api/cms/resource/course/listSimpleCourse.
    course: [...crud, 'listSimpleCourse', 'listForClient'],
    // §4 Course table: confirm, finish.
    courseTable: [...crud, 'confirm', 'finish', ...exportList],
    courseTableTemplate: [...crud],
    continueTeachingPlan: [...crud, ...exportList],
    ebook: [...crud, 'listForClient'],
    // §4 Exams: save, publish, modifyExamTime.
    exam: [...crud, 'publish', 'modifyExamTime'],
    knowledge: [...crud, ...simpleList],
    label: [...crud, ...simpleList],
    learningFile: [...crud, 'upload'],
    liveCourse: [...crud, 'listForClient'],
    liveCourseChapter: [...crud, 'listForClient'],
    paper: [...crud, 'publish'],
    // §4 Student papers: hand in, temporary save, read, redo.
    paperRecord: ['list', 'details', ...exportList, ...studentPaperActions],
    paperSubject: [...crud],
    schoolroom: [...crud, ...simpleList],
    sitePlanRoster: [...crud, ...bulkImport],
    siteTable: [...crud],
    siteTableItem: [...crud],
    subject: [...crud, ...bulkImport],
    teacher: [...crud, ...simpleList],
    serverFile: [
      'upload',
      'list',
      'remove',
      extension('updateAlt', "issue 25 item 5: a picture's alternative text, used by the site"),
    ],
    selfPaperConfig: [...crud],
  },
  // §7: base path /api/cms/selftaught; entity segments carry the selfTaught prefix, as in the
  // example PUT /api/cms/selftaught/selfTaughtClassRoom/setCurrentTerm.
  selftaught: {
    selfTaughtChapterPlan: [...crud],
    selfTaughtClassRoom: [...crud, ...simpleList, 'setCurrentTerm'],
    selfTaughtCourse: [...crud, ...simpleList, 'listForClient'],
    selfTaughtLiveChapter: [...crud, 'listForClient'],
    selfTaughtPaper: [...crud, 'publish', 'listForClient'],
    selfTaughtPlan: [...crud, ...bulkImport],
    selfTaughtStudyMaterials: [...crud, 'listForClient'],
    selfTaughtSubject: [...crud, ...bulkImport],
    selfTaughtSubjectChapter: [...crud],
    selfTaughtVideoChapter: [...crud, 'listForClient'],
    selfTaughtWrongSubject: ['list', 'listForClient', 'remove'],
    selfTaughtCollect: ['listForClient', 'saveForClient', 'removeForClient'],
    selfTaughtStudentExercise: ['list', 'details', 'listForClient', ...studentPaperActions],
    selfTaughtStudentVideo: ['list', ...exportList, 'saveForClient'],
  },
  // §7: base path /api/cms/web. The public site's own calls (…ForClient, siteMenu/details,
  // siteSetting) are in src/api/public-api.ts and are not repeated here.
  web: withResourceScreenCalls({
    // Not in the spec: issue 37 item 3, the advertising-law word list and the editor's check.
    adWord: [
      extension('list', 'issue 37 item 3: the advertising-law word list, by keyword, category and state'),
      extension(
        'save',
        'issue 37 item 3: an entry of the word list added or changed (its term unique as compared), audited',
      ),
      extension('remove', 'issue 37 item 3: an entry of the word list deleted, audited'),
      extension(
        'check',
        'issue 37 item 3: a form’s texts checked against the word list, each hit with its reason and article',
      ),
    ],
    // Not in the spec: issue 38 item 2, where a site's new leads are announced (group robots, mail).
    leadAlert: [
      extension('list', 'issue 38 item 2: a site’s alert destinations, each address shown as a hint'),
      extension(
        'save',
        'issue 38 item 2: an alert destination added or changed (its address and secret sealed), audited',
      ),
      extension(
        'remove',
        'issue 38 item 2: an alert destination deleted, what waits for it cancelled, audited',
      ),
      extension(
        'setEnabled',
        'issue 38 item 2: an alert destination turned on or off (off cancels what waits)',
      ),
      extension('sendTest', 'issue 38 item 2: a sample message sent now, answered with its outcome'),
      extension(
        'listDelivery',
        'issue 38 item 2: the deliveries of new leads and their attempts, newest first',
      ),
      extension(
        'getSummary',
        'issue 38 item 2: the console home’s card: destinations failing, deliveries given up, waiting',
      ),
    ],
    // Not in the spec: issue 38 item 4, the staff's spellings of a lead's utm_source.
    leadSourceAlias: [
      extension(
        'list',
        'issue 38 item 4: the staff’s source aliases, the built-in ones and the sources to choose',
      ),
      extension(
        'save',
        'issue 38 item 4: a source alias added or changed (unique as compared), the stored leads of its spelling re-derived, audited',
      ),
      extension('remove', 'issue 38 item 4: a source alias deleted, its leads re-derived, audited'),
    ],
    pageType: [
      ...crud,
      ...simpleList,
      extension(
        'listTemplate',
        'issue 14 item 4: the templates the built site registered, each with its layout, for the page type editor',
      ),
    ],
    siteBanner: [
      ...crud,
      'sort',
      extension(
        'savePreview',
        'issue 25 item 1: the form’s values kept as a preview with a signed, expiring link to their page',
      ),
    ],
    siteContent: [
      ...crud,
      'publish',
      'sort',
      extension(
        'savePreview',
        'issue 25 item 1: the form’s values kept as a preview with a signed, expiring link to their page',
      ),
      extension(
        'listBySite',
        'issue 25 item 6: one site’s content searched (title, body text, menu name), by state and publish days, newest first',
      ),
      extension('removeBatch', 'issue 25 item 6: the ticked items deleted, all or none, audited'),
      extension(
        'changeMenuBatch',
        'issue 25 item 6: the ticked items moved into one content menu of their site, all or none, audited',
      ),
      extension(
        'changeScheduleBatch',
        'issue 25 item 6: a new publish and / or end time for the ticked items, all or none, audited',
      ),
    ],
    siteMenu: [
      'save',
      'remove',
      'list',
      'sort',
      extension(
        'savePreview',
        'issue 25 item 1: the form’s values kept as a preview with a signed, expiring link to their page',
      ),
    ],
    siteMessage: [
      'list',
      'details',
      'remove',
      ...exportList,
      // issue 13 item 3: the admissions workflow none of the well-known CMSs has.
      extension('updateStatus', 'issue 13 item 3: lead status (新线索 / 已联系 / 已报名 / 无效), audited'),
      extension('saveNote', 'issue 13 item 3: a note on a lead with its author and time, audited'),
      extension(
        'assign',
        'issue 13 item 3: who handles a lead (a staff account whose roles follow its site’s leads), audited',
      ),
      extension('setFollowUp', 'issue 13 item 3: the follow-up date of a lead, audited'),
      extension(
        'listAssignee',
        'issue 14 item 7: who a lead can be given to (enabled staff following leads of the caller’s sites), without the accounts action',
      ),
      extension(
        'getSummary',
        'issue 21 item 5: the admissions home: new, unassigned, due and own leads, the newest lead',
      ),
      extension(
        'getChannelReport',
        'issue 21 item 2: leads and enrolments per source or campaign per day or week',
      ),
      extension(
        'listSource',
        'issue 38 item 4: the sources the caller’s leads hold, with their Chinese names, for the inbox’s filter',
      ),
      extension('updateStatusBatch', 'issue 21 item 5: one status for the ticked leads, audited'),
      extension('assignBatch', 'issue 21 item 5: one assignee for the ticked leads, audited'),
      extension(
        'restore',
        'issue 21 item 1: suspicious leads staff judged real join the normal list, audited',
      ),
    ],
    // Not in the spec: issue 38 item 3, lead routing: a site's working hours, response target,
    // after-hours owner and the rules that give its new leads to its admissions staff in turn.
    leadRouting: [
      extension('details', 'issue 38 item 3: a site’s lead routing as the 分配规则 screen edits it'),
      extension(
        'save',
        'issue 38 item 3: a site’s working hours, response target, after-hours owner and rules, all or none, audited',
      ),
    ],
    // Not in the spec: issue 38 item 1, the lead form's fields beyond name and phone: a site's
    // definition as the 表单字段 screen edits it (the inbox's answer filters read it too).
    leadForm: [extension('details', 'issue 38 item 1: a site’s lead form fields and 意向专业 list')],
    // Not in the spec: issue 37 item 2, review before publishing: each site's mode, the queue,
    // one request compared with the published record, and its steps.
    review: [
      extension('listPolicy', 'issue 37 item 2: every site’s review mode'),
      extension('updatePolicy', 'issue 37 item 2: a site’s review mode, audited'),
      extension('list', 'issue 37 item 2: the requests of the sites the caller reviews, or the caller’s own'),
      extension(
        'getSummary',
        'issue 37 item 2: the console home’s counts (to review, returned, unsubmitted)',
      ),
      extension('details', 'issue 37 item 2: one request, each field as published and as proposed'),
      extension(
        'detailsOfRecord',
        'issue 37 item 2: a record’s open request and whether the caller must submit',
      ),
      extension(
        'submit',
        'issue 37 item 2: a record’s proposed change, or a draft’s publication, sent to review',
      ),
      extension('pass', 'issue 37 item 2: a request approved and published (now or at its time), audited'),
      extension('deny', 'issue 37 item 2: a request returned to its author with a comment, audited'),
      extension('withdraw', 'issue 37 item 2: a request taken back (its proposed change discarded), audited'),
    ],
    // Not in the spec: issue 25 item 2, a record's revisions (content, menus, page types,
    // banners, teachers, jobs, settings): list, one, two compared, and a restore as a new save.
    revision: [
      extension('list', 'issue 25 item 2: a record’s revisions, newest first'),
      extension('details', 'issue 25 item 2: one revision of a record, field by field'),
      extension('compare', 'issue 25 item 2: two revisions of one record field by field'),
      extension('restore', 'issue 25 item 2: a revision saved again as a new, audited save'),
    ],
    // Not in the spec: issue 13 item 3, the site settings per platform (title, footer texts, QR
    // images, ICP links) for content staff; the public site reads them with detailsForClient.
    siteSetting: [
      extension('details', 'issue 13 item 3: a platform’s site settings as staff edit them'),
      extension(
        'save',
        'issue 13 item 3: save a platform’s site settings (title, footer, QR images, ICP links)',
      ),
      extension(
        'savePreview',
        'issue 25 item 1: the form’s values kept as a preview with a signed, expiring link to their page',
      ),
    ],
  }),
};
