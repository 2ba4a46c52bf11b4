/**
 * Demo admission records (school_roll_continue). The lookup finds, in site 1 (ENROLL_SITE_ID):
 *   11010119950312125X  李明轩  2025  工商管理（专升本）  男
 *   310104199807251009  王思雨  2025  学前教育（高起专）  女
 * Every 18-digit number has a real birth date and a correct check character; its 17th digit
 * agrees with the gender. One record uses a 15-digit first-generation number.
 */
export type SchoolRollSeed = { idCardNo: string; name: string; gender: 1 | 2; year: number; major: string };

export const SCHOOL_ROLLS: SchoolRollSeed[] = [
  { idCardNo: '11010119950312125X', name: '李明轩', gender: 1, year: 2025, major: '工商管理（专升本）' },
  { idCardNo: '310104199807251009', name: '王思雨', gender: 2, year: 2025, major: '学前教育（高起专）' },
  {
    idCardNo: '440106200101091012',
    name: '陈浩然',
    gender: 1,
    year: 2025,
    major: '计算机科学与技术（专升本）',
  },
  { idCardNo: '440305199304181009', name: '张雅婷', gender: 2, year: 2024, major: '会计学（专升本）' },
  { idCardNo: '330106199708301011', name: '刘子涵', gender: 1, year: 2024, major: '土木工程（专升本）' },
  { idCardNo: '42011120000214100X', name: '杨欣怡', gender: 2, year: 2025, major: '护理学（专升本）' },
  {
    idCardNo: '51010719961105101X',
    name: '赵俊杰',
    gender: 1,
    year: 2024,
    major: '机电一体化技术（高起专）',
  },
  { idCardNo: '320102199906201006', name: '黄诗琪', gender: 2, year: 2025, major: '汉语言文学（专升本）' },
  { idCardNo: '610113199209271015', name: '周宇航', gender: 1, year: 2023, major: '工程管理（专升本）' },
  { idCardNo: '370102200203161006', name: '吴佳怡', gender: 2, year: 2025, major: '电子商务（高起专）' },
  { idCardNo: '430104199412111017', name: '徐志远', gender: 1, year: 2024, major: '法学（专升本）' },
  { idCardNo: '350203199805031009', name: '孙梦瑶', gender: 2, year: 2025, major: '人力资源管理（专升本）' },
  { idCardNo: '11010519910708101X', name: '马天宇', gender: 1, year: 2023, major: '物流管理（高起专）' },
  { idCardNo: '31011520030122100X', name: '朱雨萱', gender: 2, year: 2025, major: '英语（专升本）' },
  { idCardNo: '44030419950919101X', name: '胡博文', gender: 1, year: 2024, major: '软件技术（高起专）' },
  { idCardNo: '330102199704011003', name: '郭晓彤', gender: 2, year: 2024, major: '市场营销（专升本）' },
  { idCardNo: '420106200108281018', name: '何嘉豪', gender: 1, year: 2025, major: '建筑工程技术（高起专）' },
  { idCardNo: '510104199310161005', name: '林可欣', gender: 2, year: 2023, major: '药学（专升本）' },
  { idCardNo: '320106199602271019', name: '高子轩', gender: 1, year: 2024, major: '金融学（专升本）' },
  { idCardNo: '610103199911301007', name: '罗婉清', gender: 2, year: 2025, major: '小学教育（专升本）' },
  { idCardNo: '440106851023152', name: '邓国强', gender: 1, year: 2024, major: '行政管理（专升本）' },
];

/** Records of another site: the lookup in site 1 must not find them. */
export const OTHER_SITE_SCHOOL_ROLLS: SchoolRollSeed[] = [
  { idCardNo: '500103199006151015', name: '梁振华', gender: 1, year: 2025, major: '数控技术（高起专）' },
  { idCardNo: '210102200008091001', name: '宋雨桐', gender: 2, year: 2025, major: '旅游管理（专升本）' },
];
