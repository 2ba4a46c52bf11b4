import type { Platform } from '@contract/common';
import { SITE_QR_PATH, type SiteSetting } from '@contract/site-setting';
import { banner } from './helpers';

/**
 * A site's settings as seeded: the wire shape without the platform, which is the key, and the
 * privacy notice's menu, which the seed finds once the menus are in (PRIVACY_MENU_NAME).
 */
export type SiteSettingSeed = Omit<SiteSetting, 'platform' | 'privacyMenuId'>;

/** ICP filings are looked up at MIIT's site, 公安 filings at the Ministry of Public Security's. */
const BEIAN = 'https://beian.miit.gov.cn/';
const POLICE_BEIAN = (code: string) => `https://beian.mps.gov.cn/#/query/webSearch?code=${code}`;
/**
 * The demo's QR pictures are real codes of the site itself (drawn by the server for the host it
 * is shown on, server/src/web/site-qr.ts): a school puts its own accounts' codes here.
 */
const SITE_QR = SITE_QR_PATH;
/** When admission results appear, as the lookup says when it finds none. */
const ENROLL_NOTICE =
  '录取结果一般在录取批次结束后 2 至 4 周内公布，春季批次约 4 月、秋季批次约 10 月，公布后即可在此查询。';
const HEADQUARTERS = '广东省广州市天河区华夏路 88 号华夏教育大厦 18 楼';
/** When the admissions teachers answer the hotline and call back (the after-lead panel says it). */
const WORKING_HOURS = '周一至周日 9:00–21:00（法定节假日除外）';

export const SITE_SETTINGS: Record<Platform, SiteSettingSeed> = {
  company: {
    siteTitle: '华夏教育集团',
    contactTitle: '联系我们',
    copyright: '© 2012-{今年} 华夏教育集团 版权所有',
    address: HEADQUARTERS,
    phone: '400-800-1234',
    email: 'service@huaxia-edu.cn',
    homeUrl: 'http://localhost:8080/home',
    wechatQr: SITE_QR,
    weiboQr: SITE_QR,
    xiaohongshuQr: SITE_QR,
    icpLinks: [
      { text: '粤ICP备12345678号-1', url: BEIAN },
      { text: '粤公网安备44010602000001号', url: POLICE_BEIAN('44010602000001') },
    ],
    enrollNotice: ENROLL_NOTICE,
    workingHours: WORKING_HOURS,
    leadNextSteps: '招生老师将在工作时间内尽快致电，为您解答报名、专业和学费等问题，请留意来电。',
  },
  academic: {
    siteTitle: '华夏成人教育',
    contactTitle: '联系我们',
    copyright: '© 2012-{今年} 华夏成人教育 版权所有',
    address: HEADQUARTERS,
    phone: '400-800-1235',
    email: 'chengjiao@huaxia-edu.cn',
    homeUrl: 'http://academic.localhost:8080/home',
    wechatQr: SITE_QR,
    weiboQr: SITE_QR,
    xiaohongshuQr: SITE_QR,
    icpLinks: [{ text: '粤ICP备12345678号-2', url: BEIAN }],
    enrollNotice: ENROLL_NOTICE,
    workingHours: WORKING_HOURS,
    leadNextSteps: '招生老师将在工作时间内尽快致电，为您解答报名、专业和学费等问题，请留意来电。',
  },
  selfStudy: {
    siteTitle: '华夏自考',
    contactTitle: '联系我们',
    copyright: '© 2012-{今年} 华夏自考 版权所有',
    address: '广东省广州市天河区华夏路 88 号华夏教育大厦 16 楼',
    phone: '400-800-1236',
    email: 'zikao@huaxia-edu.cn',
    homeUrl: 'http://selfstudy.localhost:8080/home',
    wechatQr: SITE_QR,
    // This site has no Weibo account: the footer shows only the QR codes that exist.
    weiboQr: null,
    xiaohongshuQr: SITE_QR,
    icpLinks: [{ text: '粤ICP备12345678号-3', url: BEIAN }],
    enrollNotice: ENROLL_NOTICE,
    workingHours: WORKING_HOURS,
    leadNextSteps: '招生老师将在工作时间内尽快致电，为您解答报名、专业和学费等问题，请留意来电。',
  },
  vocational: {
    siteTitle: '华夏职业教育',
    contactTitle: '联系我们',
    copyright: '© 2012-{今年} 华夏职业教育 版权所有',
    address: '广东省广州市番禺区职教路 66 号华夏职业技能培训基地',
    phone: '400-800-1237',
    email: 'zhijiao@huaxia-edu.cn',
    homeUrl: 'http://vocational.localhost:8080/home',
    wechatQr: SITE_QR,
    weiboQr: SITE_QR,
    xiaohongshuQr: null,
    icpLinks: [{ text: '粤ICP备12345678号-4', url: BEIAN }],
    enrollNotice: ENROLL_NOTICE,
    workingHours: '周一至周六 8:30–17:30',
    leadNextSteps: '培训顾问将在一个工作日内致电，介绍课程安排、开班时间和证书报考条件，请留意来电。',
  },
};

export type BannerSeed = { title: string; image: string; url: string | null; status?: 0 | 1 };

export const BANNERS: Record<Platform, BannerSeed[]> = {
  company: [
    { title: '华夏教育集团 · 成就每一位终身学习者', image: banner('company', 1), url: '/about_us' },
    { title: '2025 年秋季招生火热进行中', image: banner('company', 2), url: '/online_registration' },
    { title: '录取结果查询已开通', image: banner('company', 3), url: '/enroll_info' },
    { title: '旧版横幅（已下线）', image: banner('company', 1), url: null, status: 0 },
  ],
  academic: [
    { title: '成人高考 · 在职提升学历', image: banner('academic', 1), url: '/academic_education' },
    { title: '专升本 · 高起专 多专业可选', image: banner('academic', 2), url: '/online_registration' },
    { title: '录取结果查询', image: banner('academic', 3), url: '/enroll_info' },
  ],
  selfStudy: [
    { title: '自学考试 · 国家承认学历', image: banner('selfStudy', 1), url: '/education' },
    { title: '考前辅导 · 名师带学', image: banner('selfStudy', 2), url: '/feature' },
    { title: '录取结果查询', image: banner('selfStudy', 3), url: '/enroll_info' },
  ],
  vocational: [
    { title: '职业技能培训 · 持证上岗', image: banner('vocational', 1), url: '/vocation' },
    { title: '校企合作 · 订单培养', image: banner('vocational', 2), url: '/self_business' },
    { title: '录取结果查询', image: banner('vocational', 3), url: '/enroll_info' },
  ],
};
