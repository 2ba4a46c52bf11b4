import type { Platform } from '@contract/common';
import { FLOATING_ACTION_PATHS, FLOATING_MENU_NAME } from '@contract/floating-menu';
import { PRIVACY_MENU_NAME } from '@contract/lead-notice';
import {
  figure,
  icon,
  list,
  newsBody,
  paragraphs,
  pictureOf,
  portrait,
  publishedAt,
  table,
  type ContentSeed,
  type MenuSeed,
} from './helpers';
import { GROUP_CAMPUSES } from './campuses';
import { SITE_SETTINGS } from './site';

/** The group's 12 cities: those of its campuses (campuses.ts), in their order. */
const CITIES = [...new Set(GROUP_CAMPUSES.map((campus) => campus.city))];

/** The group's news: what happened at each kind of event, told as a school's news office would. */
const NEWS_STORIES: { topic: string; summary: string; paragraphs: string[]; points: string[] }[] = [
  {
    topic: '秋季开学典礼',
    summary: '新学期开学，600 余名新生与任课教师、班主任见面，领取学习手册与平台账号。',
    paragraphs: [
      '9 月 6 日上午，{place}迎来 2025 级秋季新生。典礼上，学习中心负责人介绍了本学期的教学安排、考试时间与学习平台的使用方法。',
      '新生代表、在某物流公司任职的李女士说，工作八年后重新走进课堂，最担心的是时间不够用；听完班主任的学习规划，她对两年半完成专升本更有信心了。',
    ],
    points: ['发放学习手册与平台账号', '班主任一对一制定学期计划', '老学员分享在职学习经验'],
  },
  {
    topic: '成人高考考前冲刺讲座',
    summary: '距成人高考还有一个月，名师串讲语文、数学、英语高频考点，现场答疑两小时。',
    paragraphs: [
      '10 月的周末，{place}连续两天举办考前冲刺讲座，语文、数学、英语三科教师按近五年真题梳理高频考点，讲解答题步骤与时间分配。',
      '讲座同步在线直播，外地学员通过学习平台观看回放。课后，教师留下来逐一解答学员提问，不少人把错题本带到了现场。',
    ],
    points: ['三科高频考点串讲', '真题限时模拟与讲评', '考场注意事项与证件核对'],
  },
  {
    topic: '优秀学员表彰大会',
    summary: '42 名学员获评优秀学员，其中 6 人在工作中获得晋升，学员代表分享边工作边学习的经验。',
    paragraphs: [
      '{place}召开本学年优秀学员表彰大会，为 42 名学习认真、成绩优异的学员颁发证书和奖学金。',
      '获奖学员中有护士、工程技术员、外卖站长，也有全职妈妈。护理学专业的陈同学说，她每天下夜班后学习一小时，两年没有缺过一次作业。',
    ],
    points: ['颁发优秀学员证书与奖学金', '学员代表经验分享', '学员家属受邀观礼'],
  },
  {
    topic: '校企合作签约仪式',
    summary: '与本地三家企业签订人才培养协议，开设订单班，学员学成后优先进入合作企业。',
    paragraphs: [
      '{place}与三家本地企业签订校企合作协议，围绕智能制造、医疗护理和电子商务开设订单班，由企业技术骨干参与授课。',
      '合作企业将为学员提供实训岗位，考核合格的学员可优先录用。企业代表表示，希望通过合作培养一批懂技术、能上手的骨干员工。',
    ],
    points: ['开设三个订单班', '企业导师进课堂', '实训岗位与优先录用'],
  },
  {
    topic: '学位英语备考经验分享会',
    summary: '去年一次通过学位英语的学员分享备考计划，英语教师讲解阅读与写作的提分方法。',
    paragraphs: [
      '学位英语是专升本学员申请学士学位的重要一关。{place}邀请去年一次通过考试的三位学员，分享他们每天 40 分钟的备考安排。',
      '英语教师随后讲解了阅读理解的定位方法和作文的常用句型，并为学员推荐了适合通勤路上使用的单词练习。',
    ],
    points: ['通过学员的备考时间表', '阅读定位与作文模板', '每日单词打卡小组'],
  },
  {
    topic: '教师教学能力提升培训',
    summary: '30 余名任课教师参加为期两天的培训，围绕成人学习特点和在线课堂互动展开研讨。',
    paragraphs: [
      '{place}组织任课教师参加教学能力提升培训，邀请高校继续教育学院专家讲授成人学习者的特点与课堂设计。',
      '在线课堂工作坊中，教师们分组设计了十分钟的直播互动环节，并相互听课评课。',
    ],
    points: ['成人学习者的课堂设计', '直播课互动工作坊', '相互听课与评课'],
  },
  {
    topic: '“学习改变人生”主题征文颁奖',
    summary: '征文活动收到 300 余篇来稿，20 篇获奖作品讲述了学员在职学习的故事。',
    paragraphs: [
      '“学习改变人生”主题征文活动落下帷幕，{place}为获奖学员颁奖。一等奖作品《夜班后的课堂》记录了一位保安队长四年读完专科和本科的经历。',
      '获奖作品将结集印发，并在学习平台上展示。',
    ],
    points: ['收到来稿 300 余篇', '20 篇作品获奖', '获奖作品结集印发'],
  },
  {
    topic: '毕业生就业双选会',
    summary: '60 家企业带来 800 多个岗位，毕业学员与企业现场面谈，当天达成意向 120 余人。',
    paragraphs: [
      '{place}举办毕业生就业双选会，60 家企业在现场设摊，提供财务、护理、电商运营、设备维护等岗位 800 多个。',
      '就业指导老师在现场帮助学员修改简历、模拟面试。当天共有 120 余名学员与企业达成就业或转岗意向。',
    ],
    points: ['60 家企业、800 多个岗位', '简历修改与模拟面试', '当天达成意向 120 余人'],
  },
];

/** 48 news items, so the list pages through eight pages of six; a few are unpublished drafts. */
function groupNews(): ContentSeed[] {
  return Array.from({ length: 48 }, (_, index) => {
    const city = CITIES[index % CITIES.length]!;
    const story = NEWS_STORIES[index % NEWS_STORIES.length]!;
    const place = `${city}学习中心`;
    const title = `${place}举办${story.topic}`;
    const image = pictureOf(story.topic, index);
    return {
      title,
      image,
      summary: `${place}：${story.summary}`,
      body: [
        paragraphs(...story.paragraphs.map((text) => text.replaceAll('{place}', place))),
        figure(image, title),
        '<h3>活动亮点</h3>',
        list(story.points),
      ].join('\n'),
      publishTime: publishedAt(index * 3),
      // Drafts: must never reach a visitor.
      status: index % 16 === 15 ? 0 : 1,
    };
  });
}

const article = (
  title: string,
  daysAgo: number,
  body: string,
  extra: Partial<ContentSeed> = {},
): ContentSeed => ({
  title,
  body,
  publishTime: publishedAt(daysAgo),
  ...extra,
});

const items = (
  titles: string[],
  make: (title: string, index: number) => Partial<ContentSeed> = () => ({}),
): ContentSeed[] =>
  titles.map((title, index) => ({ title, publishTime: publishedAt(index * 7 + 2), ...make(title, index) }));

const imageItems = (titles: string[], offset = 0) =>
  items(titles, (title, index) => ({
    image: pictureOf(title, index + offset),
    summary: `${title}：华夏教育集团供图。`,
  }));

const personItems = (people: [string, string][], offset = 0) =>
  items(
    people.map(([name]) => name),
    (_, index) => ({ image: portrait(index + offset + 1), summary: people[index]![1] }),
  );

const GROUP_PROFILE = [
  '<h2>华夏教育集团简介</h2>',
  paragraphs(
    '华夏教育集团创立于 2012 年，总部位于广州，是一家专注于成人学历教育、自学考试辅导和职业技能培训的综合性教育服务机构。',
    '集团与全国 30 余所高等院校建立合作关系，在 12 个城市设有学习中心，累计服务在职学员超过 20 万人次。',
  ),
  figure(pictureOf('集团总部'), '华夏教育集团总部'),
  '<h3>我们的使命</h3>',
  paragraphs('让每一位渴望成长的人，都能找到适合自己的学习路径。'),
  '<h3>核心业务</h3>',
  list([
    '成人高考学历提升（高起专、专升本）',
    '高等教育自学考试辅导',
    '网络教育与开放教育',
    '职业技能培训与证书考试',
  ]),
  '<h3>办学规模</h3>',
  table(
    ['项目', '数据'],
    [
      ['合作院校', '30 余所'],
      ['学习中心', '12 个城市'],
      ['专职教师', '260 余人'],
      ['累计学员', '20 万人次以上'],
    ],
  ),
].join('\n');

const ADULT_EXAM = [
  '<h2>成人高考</h2>',
  paragraphs(
    '成人高等学校招生全国统一考试（简称成人高考）每年 10 月举行，录取后取得国家承认的学历，学信网可查。',
  ),
  '<h3>报考层次</h3>',
  table(
    ['层次', '考试科目', '学制'],
    [
      ['高起专', '语文、数学、英语', '2.5 年'],
      ['专升本', '政治、英语、专业课', '2.5 年'],
    ],
  ),
  '<h3>报名条件</h3>',
  list(
    ['遵守中华人民共和国宪法和法律', '高起专需具有高中或同等学历', '专升本需已取得专科及以上毕业证书'],
    true,
  ),
  figure(pictureOf('考前辅导课堂'), '考前辅导课堂'),
].join('\n');

const SELF_STUDY = [
  '<h2>高等教育自学考试</h2>',
  paragraphs(
    '自学考试是个人自学、社会助学和国家考试相结合的高等教育形式，考试合格后由主考院校和省自考办颁发毕业证书。',
  ),
  '<h3>学习安排</h3>',
  list(['每年 4 月、10 月两次考试', '单科合格成绩终身有效', '全部课程合格即可申请毕业']),
  figure(pictureOf('在线学习'), '自考学员在线学习'),
].join('\n');

const ONLINE_EDUCATION = [
  '<h2>网络教育</h2>',
  paragraphs('网络教育以线上学习为主，随时随地学习，适合工作繁忙的在职人员。'),
  table(
    ['环节', '形式', '说明'],
    [
      ['课程学习', '线上点播', '每门课程 20-40 个课时'],
      ['作业与测验', '线上完成', '计入平时成绩'],
      ['期末考试', '学习中心机考', '每学期一次'],
    ],
  ),
  '<h3>学习支持</h3>',
  list(['专属班主任督学', '在线答疑', '考前直播串讲']),
].join('\n');

const CONTACT_BODY = [
  '<h2>联系我们</h2>',
  paragraphs('欢迎来电或到访咨询，我们的招生老师将为您提供一对一的学历提升方案。'),
  table(
    ['方式', '信息'],
    [
      ['咨询热线', '400-800-1234'],
      ['邮箱', 'service@huaxia-edu.cn'],
      ['地址', '广东省广州市天河区华夏路 88 号华夏教育大厦 18 楼'],
      ['工作时间', '周一至周日 9:00-21:00'],
    ],
  ),
].join('\n');

/** The four menus every platform has; they never show in the main navigation. */
/** 在线报名 › 录取查询 on every site: a link to the admission lookup. */
const enrollLookupLink = (): MenuSeed => ({
  name: '录取查询',
  contentType: 'c-0',
  sortType: 's-0-1',
  contents: [{ title: '录取结果查询', url: '/enroll_info', publishTime: publishedAt(1) }],
});

/** 联系我们 › 联系方式 on every site. */
const contactDetails = (): MenuSeed => ({
  name: '联系方式',
  pageType: '联系我们',
  contents: [article('联系方式', 60, CONTACT_BODY)],
});

/**
 * 底部菜单 › 隐私政策 on every site (issue 38 item 4): the page every lead form links (the site
 * setting privacyMenuId names it), what is collected, why, for how long, and the visitor's rights
 * (PIPL art. 6, 17, 19, 44–47), in the site's own name; staff edit it like any article.
 */
function privacyNotice(platform: Platform): MenuSeed {
  const who = SITE_SETTINGS[platform].siteTitle;
  return {
    name: PRIVACY_MENU_NAME,
    contentType: 'c-1',
    sortType: 's-1-4',
    icon: icon('privacy'),
    contents: [
      article(
        `${who}隐私政策`,
        20,
        [
          paragraphs(
            `${who}（以下简称“我们”）重视您的个人信息保护。本政策说明您在本网站留言咨询、在线报名时，我们收集哪些信息、如何使用和保存，以及您享有的权利。`,
          ),
          '<h2>我们收集的信息</h2>',
          list([
            '您主动填写的姓名和手机号；',
            '您提交时所在的页面、进入本站的页面和推广链接的来源，以及所用设备的类型（手机、平板或电脑）；',
            '为防止程序冒名提交而记录的提交时间和网络地址。',
          ]),
          '<h2>我们如何使用</h2>',
          paragraphs(
            '上述信息仅用于招生老师与您联系、解答报名和课程咨询，以及统计各推广渠道的咨询数量。我们不会将您的信息出售或提供给与本次咨询无关的第三方，也不会用于自动化决策。',
          ),
          '<h2>保存期限</h2>',
          paragraphs(
            '咨询信息在处理完毕后按内部保存期限定期匿名化或删除；疑似程序提交的记录在 30 天内删除。只有负责相应站点招生工作的老师能查看您的信息，导出须经再次验证身份并留有记录。',
          ),
          '<h2>您的权利</h2>',
          paragraphs(
            '您可以随时要求查阅、更正或删除您提交的信息，或撤回同意。请拨打本站咨询热线或发送邮件与我们联系，我们将在 15 个工作日内处理。',
          ),
        ].join('\n'),
      ),
    ],
  };
}

function specialMenus(platform: Platform): MenuSeed[] {
  return [
    { name: '配置', subMenus: [{ name: '导航栏透明', contents: [] }] },
    {
      name: '首页',
      subMenus: [
        {
          name: '关于我们',
          contentType: 'c-1',
          sortType: 's-1-1',
          contents: [
            article('关于华夏', 30, GROUP_PROFILE, {
              image: pictureOf('集团总部'),
              summary: '华夏教育集团专注成人学历教育与职业技能培训，服务在职学员超过 20 万人次。',
            }),
          ],
        },
        {
          name: '新闻动态',
          contentType: 'c-2',
          sortType: 's-2-1',
          contents: groupNews()
            .slice(0, 6)
            .map((item) => ({ ...item, status: 1 })),
        },
        {
          name: '热门专业',
          contentType: 'c-3',
          sortType: 's-3-1',
          contents: imageItems(['工商管理', '会计学', '计算机科学与技术', '学前教育', '护理学', '法学'], 2),
        },
        {
          name: '名师风采',
          contentType: 'c-4',
          sortType: 's-4-1',
          contents: personItems([
            ['王建国', '教授 · 教学总监'],
            ['李晓梅', '副教授 · 英语'],
            ['张志强', '高级讲师 · 数学'],
            ['陈丽华', '副教授 · 会计'],
          ]),
        },
        {
          name: '合作院校',
          contentType: 'c-3',
          sortType: 's-3-4',
          contents: imageItems(['华南理工大学', '暨南大学', '广东工业大学', '华南师范大学'], 8),
        },
      ],
    },
    {
      name: '底部菜单',
      subMenus: [
        { name: '关于我们', path: '/about_us', icon: icon('about') },
        { name: '在线报名', path: '/online_registration', icon: icon('enroll') },
        { name: '录取查询', path: '/enroll_info', icon: icon('lookup') },
        { name: '人才招聘', path: '/recruit', icon: icon('recruit') },
        { name: '联系我们', path: '/concact_us', icon: icon('contact') },
        privacyNotice(platform),
      ],
    },
    { name: FLOATING_MENU_NAME, subMenus: floatingMenu(platform) },
  ];
}

/**
 * The floating consult bar of each site (contract/floating-menu.ts): its entries' paths decide
 * what they do. Each site has its own choice and order; every site has a WeChat QR code.
 */
function floatingMenu(platform: Platform): MenuSeed[] {
  const { call, leadForm, wechatQr } = FLOATING_ACTION_PATHS;
  const entries = {
    consult: { name: '在线咨询', path: leadForm, icon: icon('chat') },
    call: { name: '电话咨询', path: call, icon: icon('phone') },
    enrol: { name: '在线报名', path: '/online_registration', icon: icon('enroll') },
    lookup: { name: '录取查询', path: '/enroll_info', icon: icon('lookup') },
    wechat: { name: '微信咨询', path: wechatQr, icon: icon('wechat') },
  } satisfies Record<string, MenuSeed>;
  const order = {
    company: ['consult', 'call', 'enrol', 'lookup', 'wechat'],
    academic: ['consult', 'call', 'lookup', 'enrol'],
    selfStudy: ['call', 'consult', 'lookup', 'wechat'],
    vocational: ['consult', 'call', 'enrol', 'wechat'],
  } as const satisfies Record<Platform, readonly (keyof typeof entries)[]>;
  return order[platform].map((key) => entries[key]);
}

/** The company site carries every template of both schemes. */
const companyNavigation = (): MenuSeed[] => [
  {
    name: '关于我们',
    path: '/about_us',
    subMenus: [
      {
        name: '集团简介',
        contentType: 'c-1',
        sortType: 's-1-1',
        contents: [article('集团简介', 40, GROUP_PROFILE, { image: pictureOf('集团总部') })],
      },
      {
        name: '发展历程',
        pageType: '时间轴',
        // Each milestone is dated in its own year: the timeline shows the date beside the event.
        contents: (
          [
            ['2012', '集团成立', '华夏教育集团在广州成立，首期开设成人高考辅导班，当年招收学员 600 余人。'],
            [
              '2014',
              '首个学习中心落户深圳',
              '深圳福田学习中心启用，提供晚间与周末面授课程，方便在职学员就近学习。',
            ],
            [
              '2016',
              '与 10 所高校达成合作',
              '与华南地区 10 所高等院校签署合作协议，开设工商管理、会计学等 24 个专业。',
            ],
            [
              '2018',
              '在线学习平台上线',
              '自主研发的在线学习平台上线，课程直播、录播回放与作业批改全部在线完成。',
            ],
            ['2020', '学员突破 10 万', '累计服务学员突破 10 万人次，疫情期间全部课程平稳转为线上教学。'],
            [
              '2022',
              '职业技能培训基地启用',
              '佛山职业技能培训基地启用，建成护理、电工、电商直播等 8 个实训室。',
            ],
            [
              '2024',
              '学习中心覆盖 12 城',
              '东莞、珠海、中山等地学习中心相继开放，学习中心覆盖全国 12 个城市。',
            ],
            [
              '2025',
              '服务学员超 20 万人次',
              '累计服务学员超过 20 万人次，学员满意度连续三年保持在 96% 以上。',
            ],
          ] as const
        ).map(([year, event, summary], index) => ({
          title: `${year} ${event}`,
          summary,
          image: pictureOf(event, index),
          publishTime: new Date(Date.UTC(Number(year), 5, 18, 1)).toISOString(),
        })),
      },
      {
        name: '荣誉资质',
        pageType: '荣誉墙',
        contents: imageItems(
          [
            '年度优秀教育品牌',
            '诚信办学示范单位',
            '职业技能培训优秀机构',
            '社会责任奖',
            '最具影响力教育集团',
            '优秀校企合作单位',
            '教学质量优秀奖',
            '学员满意度金奖',
            '创新教育机构',
            '优秀继续教育合作单位',
            '公益助学先进单位',
            '最佳雇主',
          ],
          10,
        ),
      },
      {
        name: '全国布局',
        pageType: '全国布局',
        // One tile per city of the campus list (campuses.ts), each naming its centres "名称：地址".
        contents: items(CITIES, (city, index) => ({
          title: city,
          image: pictureOf('学习中心', index),
          summary: GROUP_CAMPUSES.filter((campus) => campus.city === city)
            .map((campus) => `${campus.name}：${campus.address}`)
            .join('\n'),
        })),
      },
    ],
  },
  {
    name: '学历教育',
    path: '/education',
    subMenus: [
      {
        name: '成人高考',
        contentType: 'c-1',
        sortType: 's-1-2',
        contents: [article('成人高考', 20, ADULT_EXAM, { image: pictureOf('成人高考辅导课堂') })],
      },
      {
        name: '自学考试',
        contentType: 'c-1',
        sortType: 's-1-3',
        contents: [article('自学考试', 22, SELF_STUDY, { image: pictureOf('在线学习') })],
      },
      {
        name: '网络教育',
        contentType: 'c-1',
        sortType: 's-1-4',
        contents: [article('网络教育', 24, ONLINE_EDUCATION, { image: pictureOf('网络教育', 1) })],
      },
      {
        name: '招生简章',
        pageType: '单链接新窗口',
        contents: [{ title: '2025 年招生简章', url: '/online_registration', publishTime: publishedAt(5) }],
      },
    ],
  },
  {
    name: '成人教育',
    path: '/academic_education',
    subMenus: [
      {
        name: '专业介绍',
        contentType: 'c-3',
        sortType: 's-3-1',
        contents: imageItems([
          '工商管理',
          '会计学',
          '计算机科学与技术',
          '学前教育',
          '护理学',
          '法学',
          '土木工程',
          '汉语言文学',
          '电子商务',
        ]),
      },
      {
        name: '院校风采',
        contentType: 'c-3',
        sortType: 's-3-2',
        contents: imageItems(['图书馆', '教学楼', '实训中心', '体育馆', '学生活动中心', '校园一角'], 2),
      },
      {
        name: '学习中心',
        contentType: 'c-3',
        sortType: 's-3-3',
        contents: imageItems(['广州天河学习中心', '深圳南山学习中心', '杭州西湖学习中心'], 7),
      },
    ],
  },
  {
    name: '学员风采',
    path: '/student',
    subMenus: [
      {
        name: '优秀学员',
        contentType: 'c-4',
        sortType: 's-4-1',
        contents: personItems([
          ['李明轩', '2025 届工商管理专升本，晋升部门经理'],
          ['王思雨', '学前教育高起专，考取幼儿园教师资格证'],
          ['陈浩然', '计算机专升本，转岗成为软件工程师'],
          ['张雅婷', '会计学专升本，通过中级会计职称考试'],
        ]),
      },
      {
        name: '学员故事',
        contentType: 'c-4',
        sortType: 's-4-2',
        contents: personItems(
          [
            ['刘子涵：边工作边读书的三年', '白天在工地，晚上在线学习，他拿到了土木工程本科学历。'],
            ['杨欣怡：从护士到护士长', '护理学专升本让她在职称评审中脱颖而出。'],
            ['赵俊杰：学历让我有了新选择', '机电一体化高起专毕业后，他进入了心仪的制造企业。'],
          ],
          4,
        ),
      },
      {
        name: '毕业典礼',
        contentType: 'c-3',
        sortType: 's-3-4',
        contents: imageItems(['2025 届毕业典礼', '学位授予仪式', '毕业合影', '优秀毕业生发言'], 5),
      },
      {
        name: '校园活动',
        contentType: 'c-3',
        sortType: 's-3-5',
        contents: imageItems(['读书分享会', '志愿服务', '运动会', '迎新晚会'], 11),
      },
    ],
  },
  {
    name: '自主创业',
    path: '/self_business',
    subMenus: [
      {
        name: '创业项目',
        contentType: 'c-3',
        sortType: 's-3-6',
        contents: imageItems(['社区教育驿站', '乡村电商帮扶', '青年创客空间'], 14),
      },
      {
        name: '创业导师',
        contentType: 'c-3',
        sortType: 's-3-7',
        contents: imageItems(['创业规划指导', '融资路演辅导', '法律财税咨询', '市场营销实战'], 9),
      },
      {
        name: '创业资讯',
        contentType: 'c-2',
        sortType: 's-2-2',
        contents: items(
          [
            '大学生创业补贴政策解读',
            '小微企业税收优惠一览',
            '创业计划书写作要点',
            '如何找到第一批客户',
            '创业团队股权怎么分',
          ],
          (title, index) => ({
            summary: `${title}：创业学院整理。`,
            body: newsBody(title, '创业学院', pictureOf(title, index)),
          }),
        ),
      },
    ],
  },
  {
    name: '职业教育',
    path: '/vocation',
    subMenus: [
      {
        name: '职业培训',
        contentType: 'c-2',
        sortType: 's-2-4',
        contents: imageItems(
          [
            '电工技能培训',
            '育婴师培训',
            '健康管理师培训',
            '人力资源管理师培训',
            '电子商务师培训',
            '中式烹调师培训',
          ],
          6,
        ),
      },
      {
        name: '技能认证',
        contentType: 'c-2',
        sortType: 's-2-5',
        contents: imageItems(['职业技能等级证书', '特种作业操作证', '教师资格证', '普通话等级证书'], 12),
      },
      {
        name: '公开课视频',
        contentType: 'c-2',
        sortType: 's-2-6',
        contents: items(
          ['成人高考英语备考公开课', '自考学习方法公开课', '电工安全操作示范课'],
          (title, index) => ({
            image: pictureOf(title, index),
            video: `/media/demo-${(index % 2) + 1}.mp4`,
            summary: '点击播放公开课视频。',
          }),
        ),
      },
    ],
  },
  {
    name: '特色课程',
    path: '/feature',
    subMenus: [
      {
        name: '精品课程',
        contentType: 'c-2',
        sortType: 's-2-7',
        contents: imageItems(
          [
            '管理学原理精讲',
            '大学英语强化',
            '高等数学入门',
            '会计实务',
            '程序设计基础',
            '法律基础',
            '护理学基础',
            '学前心理学',
          ],
          3,
        ),
      },
      {
        name: '课程图集',
        contentType: 'c-2',
        sortType: 's-2-8',
        contents: imageItems(
          ['课堂实录一', '课堂实录二', '实训操作', '小组讨论', '在线答疑', '期末考试'],
          16,
        ),
      },
      {
        name: '学习路线',
        contentType: 'c-2',
        sortType: 's-2-3',
        contents: items(
          [
            '第一学期：公共基础课',
            '第二学期：专业基础课',
            '第三学期：专业核心课',
            '第四学期：实践与论文',
            '第五学期：毕业审核',
          ],
          (title) => ({
            summary: `${title}，班主任全程督学。`,
          }),
        ),
      },
    ],
  },
  {
    name: '人才招聘',
    path: '/recruit',
    subMenus: [
      {
        name: '社会招聘',
        pageType: '招聘',
        contents: items(['加入华夏，与我们一起成长'], () => ({
          summary: '岗位详见下方列表，简历请投递至 hr@huaxia-edu.cn。',
        })),
      },
      {
        name: '校园招聘',
        pageType: '内容展示',
        contents: [
          article(
            '2026 届校园招聘',
            10,
            [
              '<h2>2026 届校园招聘</h2>',
              paragraphs('面向 2026 届毕业生招聘储备讲师、招生顾问和技术岗位。'),
              list(['网申：9 月 1 日起', '笔试：10 月中旬', '面试：10 月下旬', '发放录用通知：11 月'], true),
            ].join('\n'),
            { image: pictureOf('校园招聘') },
          ),
        ],
      },
      {
        name: '工作环境',
        pageType: '拼图',
        contents: imageItems(['开放式办公区', '员工休息区', '培训教室', '团建活动', '年会'], 1),
      },
    ],
  },
  {
    name: '在线报名',
    path: '/online_registration',
    subMenus: [
      {
        name: '报名须知',
        pageType: '文字图片列表',
        contents: items(['报名所需材料', '报名流程', '缴费说明', '常见问题'], (title, index) => ({
          image: pictureOf('报名材料', index),
          summary: `${title}：请在报名前仔细阅读。`,
          body: paragraphs(`${title}的详细说明请咨询招生老师。`),
        })),
      },
      enrollLookupLink(),
      {
        name: '了解集团',
        contentType: 'c-0',
        sortType: 's-0-2',
        openType: 'blank',
        contents: [{ title: '关于我们', url: '/about_us', publishTime: publishedAt(1) }],
      },
    ],
  },
  {
    name: '联系我们',
    path: '/concact_us',
    subMenus: [
      contactDetails(),
      {
        name: '校区风貌',
        pageType: '纯图片',
        contents: imageItems(['天河总部', '番禺实训基地', '深圳学习中心', '杭州学习中心'], 0),
      },
      // The site's campuses with their map links (the campus finder; 联系我们 shows them too).
      { name: '交通指引', pageType: '校区查询' },
      {
        name: '总部实景',
        pageType: '全屏图片',
        contents: imageItems(['天河总部大楼', '总部接待大厅', '总部报告厅'], 20),
      },
    ],
  },
  {
    name: '新闻中心',
    subMenus: [
      { name: '集团新闻', pageType: '新闻列表', contents: groupNews() },
      {
        name: '行业动态',
        contentType: 'c-2',
        sortType: 's-2-1',
        contents: items(
          [
            '教育部发布继续教育改革新政',
            '2025 年成人高考报名人数再创新高',
            '职业技能等级认定范围扩大',
            '学历继续教育数字化转型加速',
            '自学考试专业调整公告',
            '终身学习体系建设提速',
          ],
          (title, index) => ({
            summary: `${title}。`,
            body: newsBody(title, '行业观察', pictureOf(title, index)),
            status: index === 5 ? 0 : 1,
          }),
        ),
      },
      {
        name: '媒体报道',
        pageType: '图文图片列表',
        contents: imageItems(
          ['《教育周刊》专访集团董事长', '电视台报道在职学员求学故事', '网络媒体关注校企合作成果'],
          4,
        ),
      },
      {
        name: '活动相册',
        pageType: '可点击分页图片',
        contents: imageItems(
          ['开学典礼', '毕业典礼', '教师节', '运动会', '技能大赛', '志愿服务', '读书月', '新年晚会'],
          4,
        ),
      },
      {
        name: '图片新闻',
        pageType: '分页纯图片',
        contents: imageItems(
          ['学习中心揭牌', '名师讲堂', '考前动员', '颁奖典礼', '校企签约', '公益助学'],
          12,
        ),
      },
      {
        name: '视频新闻',
        pageType: '视频标题列表',
        contents: items(['集团宣传片', '学员访谈'], (title, index) => ({
          image: pictureOf(title, index),
          video: `/media/demo-${index + 1}.mp4`,
        })),
      },
      { name: '通知公告', pageType: '新闻列表', status: 0, contents: items(['内部通知（未发布）']) },
    ],
  },
  // One sub-menu of the same name: the top item navigates directly.
  {
    name: '师资力量',
    subMenus: [
      {
        name: '师资力量',
        pageType: '四栏介绍',
        contents: personItems([
          ['王建国', '管理学教授'],
          ['李晓梅', '英语副教授'],
          ['张志强', '数学高级讲师'],
          ['陈丽华', '会计副教授'],
        ]),
      },
    ],
  },
  // One sub-menu with another name: the top item opens a dropdown.
  {
    name: '合作办学',
    subMenus: [
      {
        name: '校企合作',
        pageType: '封面列表',
        contents: imageItems(
          ['华夏 × 智造科技订单班', '华夏 × 康宁医院护理班', '华夏 × 云联电商实训基地'],
          20,
        ),
      },
    ],
  },
  // A published menu under an unpublished one: neither it nor its content is public.
  {
    name: '内部测试（未发布）',
    status: 0,
    subMenus: [{ name: '测试栏目', pageType: '新闻列表', contents: items(['内部测试稿（栏目未发布）']) }],
  },
];

/** A smaller site for the other platforms: the same fixed pages, fewer sections. */
function platformNavigation(platform: Exclude<Platform, 'company'>): MenuSeed[] {
  const focus = {
    academic: { name: '成人教育', path: '/academic_education', topic: '成人高考' },
    selfStudy: { name: '自学考试', path: '/education', topic: '自学考试' },
    vocational: { name: '职业教育', path: '/vocation', topic: '职业技能培训' },
  }[platform];
  return [
    {
      name: '关于我们',
      path: '/about_us',
      subMenus: [
        {
          name: '机构简介',
          contentType: 'c-1',
          sortType: 's-1-1',
          contents: [article('机构简介', 30, GROUP_PROFILE, { image: pictureOf('学习中心', 1) })],
        },
        {
          name: '荣誉资质',
          pageType: '荣誉墙',
          contents: imageItems(['诚信办学示范单位', '教学质量优秀奖', '学员满意度金奖'], 10),
        },
      ],
    },
    {
      name: focus.name,
      path: focus.path,
      subMenus: [
        {
          name: `${focus.topic}介绍`,
          contentType: 'c-1',
          sortType: 's-1-2',
          contents: [
            article(`${focus.topic}介绍`, 12, platform === 'vocational' ? ONLINE_EDUCATION : ADULT_EXAM),
          ],
        },
        {
          name: '热门专业',
          contentType: 'c-3',
          sortType: 's-3-1',
          contents: imageItems(['工商管理', '会计学', '学前教育', '护理学', '法学', '电子商务'], 5),
        },
        { name: `${focus.topic}资讯`, pageType: '新闻列表', contents: groupNews().slice(6, 20) },
      ],
    },
    {
      name: '在线报名',
      path: '/online_registration',
      subMenus: [
        {
          name: '报名须知',
          pageType: '文字图片列表',
          contents: imageItems(['报名所需材料', '报名流程'], 19),
        },
        enrollLookupLink(),
      ],
    },
    {
      name: '联系我们',
      path: '/concact_us',
      subMenus: [contactDetails()],
    },
  ];
}

export function menuTree(platform: Platform): MenuSeed[] {
  return [
    ...specialMenus(platform),
    ...(platform === 'company' ? companyNavigation() : platformNavigation(platform)),
  ];
}
