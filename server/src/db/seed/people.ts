import type { Platform } from '@contract/common';
import { list, paragraphs, portrait } from './helpers';

export type CoworkerSeed = {
  name: string;
  title: string;
  subjects: string;
  summary: string;
  bio: string;
  status?: 0 | 1;
};

/** A teacher whose biography is written from the name, years of teaching, subjects and achievements. */
const teacher = ({
  years,
  achievements,
  ...seed
}: Omit<CoworkerSeed, 'bio'> & { years: number; achievements: string[] }): CoworkerSeed => ({
  ...seed,
  bio: [
    paragraphs(
      `${seed.name}老师从事成人教育教学工作 ${years} 年，主讲${seed.subjects}等课程，授课条理清晰、案例丰富，深受在职学员欢迎。`,
      '坚持“讲透考点、练到熟练”的教学方法，注重把知识点与学员的工作实际结合起来。',
    ),
    '<h3>主要成果</h3>',
    list(achievements),
  ].join('\n'),
});

export const COWORKERS: Record<Platform, CoworkerSeed[]> = {
  company: [
    teacher({
      name: '王建国',
      title: '教授 · 教学总监',
      subjects: '管理学原理、组织行为学',
      summary: '深耕成人教育二十年，主持多项省级教改课题。',
      years: 20,
      achievements: ['主持省级教改课题 3 项', '出版《成人学习方法论》', '获评省级优秀教师'],
    }),
    teacher({
      name: '李晓梅',
      title: '副教授',
      subjects: '大学英语、英语写作',
      summary: '英语教学专家，学员英语通过率连续五年超过 90%。',
      years: 15,
      achievements: ['学员学位英语通过率 92%', '编写《成人英语精讲》', '集团年度金牌讲师'],
    }),
    teacher({
      name: '张志强',
      title: '高级讲师',
      subjects: '高等数学、线性代数',
      summary: '擅长把抽象的数学讲得通俗易懂。',
      years: 12,
      achievements: ['开发数学入门微课 120 节', '指导学员获数学竞赛二等奖', '集团教学创新奖'],
    }),
    teacher({
      name: '陈丽华',
      title: '副教授',
      subjects: '会计学、财务管理',
      summary: '注册会计师，兼具企业财务与教学经验。',
      years: 14,
      achievements: ['注册会计师（CPA）', '企业财务顾问 8 年', '主编《会计实务案例》'],
    }),
    teacher({
      name: '刘海涛',
      title: '讲师',
      subjects: '计算机基础、程序设计',
      summary: '前互联网企业工程师，课程注重动手实践。',
      years: 8,
      achievements: ['主导在线学习平台建设', '开设 Python 实战课程', '学员满意度 98%'],
    }),
    teacher({
      name: '赵敏',
      title: '高级讲师',
      subjects: '学前教育学、儿童心理学',
      summary: '幼教一线出身，讲课生动接地气。',
      years: 11,
      achievements: ['省级幼教骨干教师', '出版幼儿游戏设计案例集', '培训幼儿园教师 3000 余人'],
    }),
    teacher({
      name: '孙国华',
      title: '教授',
      subjects: '法学概论、民法',
      summary: '执业律师，擅长用真实案例讲解法条。',
      years: 18,
      achievements: ['执业律师 15 年', '法律援助志愿者', '集团优秀教师'],
    }),
    teacher({
      name: '周婷',
      title: '讲师',
      subjects: '护理学基础、内科护理',
      summary: '三甲医院护士长，临床经验丰富。',
      years: 9,
      achievements: ['三甲医院护士长', '护理技能大赛评委', '带教护生 500 余名'],
    }),
    teacher({
      name: '吴昊',
      title: '讲师（停课中）',
      subjects: '市场营销',
      summary: '暂不对外展示。',
      years: 6,
      achievements: ['营销策划案例 20 余个'],
      status: 0,
    }),
  ],
  academic: [
    teacher({
      name: '郑伟',
      title: '副教授',
      subjects: '成人高考语文',
      summary: '成考语文命题研究专家。',
      years: 13,
      achievements: ['成考语文押题命中率高', '编写成考语文复习指南'],
    }),
    teacher({
      name: '冯雪',
      title: '讲师',
      subjects: '成人高考英语',
      summary: '零基础英语提分专家。',
      years: 7,
      achievements: ['学员平均提分 35 分', '英语词汇速记法'],
    }),
  ],
  selfStudy: [
    teacher({
      name: '何静',
      title: '副教授',
      subjects: '自考公共课',
      summary: '自考马原、思修辅导名师。',
      years: 16,
      achievements: ['自考公共课通过率 88%', '自考备考规划讲座 200 场'],
    }),
  ],
  vocational: [
    teacher({
      name: '韩磊',
      title: '高级技师',
      subjects: '电工技能、智能制造',
      summary: '国家级技能大师工作室成员。',
      years: 19,
      achievements: ['国家级技能大赛裁判', '培养高级电工 800 余名'],
    }),
  ],
};

export const coworkerAvatar = (index: number) => portrait(index + 1);

export type JobSeed = {
  title: string;
  department: string;
  location: string;
  headcount: number;
  salary: string;
  duties: string[];
  requirements: string[];
  status?: 0 | 1;
};

export const JOBS: Record<Platform, JobSeed[]> = {
  company: [
    {
      title: '招生顾问',
      department: '招生中心',
      location: '广州',
      headcount: 5,
      salary: '8k-15k',
      duties: ['为咨询学员提供专业、学历提升方案', '跟进意向学员，完成报名服务'],
      requirements: ['大专及以上学历', '沟通表达能力强，有教育行业经验优先'],
    },
    {
      title: '教务专员',
      department: '教务部',
      location: '广州',
      headcount: 2,
      salary: '6k-9k',
      duties: ['排课、考务安排与学籍管理', '对接合作院校教学事务'],
      requirements: ['本科及以上学历', '熟练使用办公软件，细致耐心'],
    },
    {
      title: '课程研发讲师（英语）',
      department: '教学研究院',
      location: '深圳',
      headcount: 1,
      salary: '12k-20k',
      duties: ['成人英语课程研发与授课', '编写讲义与题库'],
      requirements: ['英语专业硕士及以上', '三年以上成人教学经验'],
    },
    {
      title: '前端开发工程师',
      department: '信息技术部',
      location: '广州',
      headcount: 2,
      salary: '15k-25k',
      duties: ['官网与在线学习平台前端开发', '性能优化与组件库建设'],
      requirements: ['熟悉 React 与 TypeScript', '有移动端适配经验'],
    },
    {
      title: '学习中心主任',
      department: '运营中心',
      location: '杭州',
      headcount: 1,
      salary: '15k-22k',
      duties: ['统筹学习中心招生与教学服务', '团队建设与目标管理'],
      requirements: ['五年以上教育机构管理经验', '本科及以上学历'],
    },
    {
      title: '新媒体运营',
      department: '品牌市场部',
      location: '广州',
      headcount: 2,
      salary: '7k-12k',
      duties: ['公众号、小红书内容策划与运营', '活动策划与数据分析'],
      requirements: ['有教育类账号运营经验优先', '文字功底扎实'],
    },
    {
      title: '财务助理（已招满）',
      department: '财务部',
      location: '广州',
      headcount: 1,
      salary: '5k-7k',
      duties: ['日常报销审核'],
      requirements: ['会计相关专业'],
      status: 0,
    },
  ],
  academic: [
    {
      title: '成考辅导讲师',
      department: '成人教育部',
      location: '广州',
      headcount: 3,
      salary: '10k-16k',
      duties: ['成考语数外辅导授课'],
      requirements: ['本科及以上学历', '两年以上授课经验'],
    },
  ],
  selfStudy: [
    {
      title: '自考班主任',
      department: '自考事业部',
      location: '武汉',
      headcount: 2,
      salary: '6k-9k',
      duties: ['学员学习督导与考务提醒'],
      requirements: ['大专及以上学历', '有责任心'],
    },
  ],
  vocational: [
    {
      title: '电工实训教师',
      department: '职业技能培训部',
      location: '广州',
      headcount: 2,
      salary: '9k-14k',
      duties: ['电工实训课程教学'],
      requirements: ['持高级电工证', '三年以上实训教学经验'],
    },
  ],
};
