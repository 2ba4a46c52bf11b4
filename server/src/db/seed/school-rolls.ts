/**
 * Demo admission records (school_roll_continue). The lookup finds, in site 1 (ENROLL_SITE_ID):
 *   11010119950312125X  李明轩  2025  工商管理（专升本）  男
 *   310104199807251009  王思雨  2025  学前教育（高起专）  女
 * Every 18-digit number has a real birth date and a correct check character; its 17th digit
 * agrees with the gender. One record uses a 15-digit first-generation number.
 */
export type SchoolRollSeed = { idCardNo: string; name: string; gender: 1 | 2; year: number; major: string };

/** One record a line: 1 男, 2 女. */
type SchoolRollLine = [idCardNo: string, name: string, gender: 1 | 2, year: number, major: string];

const rolls = (lines: SchoolRollLine[]): SchoolRollSeed[] =>
  lines.map(([idCardNo, name, gender, year, major]) => ({ idCardNo, name, gender, year, major }));

export const SCHOOL_ROLLS = rolls([
  ['11010119950312125X', '李明轩', 1, 2025, '工商管理（专升本）'],
  ['310104199807251009', '王思雨', 2, 2025, '学前教育（高起专）'],
  ['440106200101091012', '陈浩然', 1, 2025, '计算机科学与技术（专升本）'],
  ['440305199304181009', '张雅婷', 2, 2024, '会计学（专升本）'],
  ['330106199708301011', '刘子涵', 1, 2024, '土木工程（专升本）'],
  ['42011120000214100X', '杨欣怡', 2, 2025, '护理学（专升本）'],
  ['51010719961105101X', '赵俊杰', 1, 2024, '机电一体化技术（高起专）'],
  ['320102199906201006', '黄诗琪', 2, 2025, '汉语言文学（专升本）'],
  ['610113199209271015', '周宇航', 1, 2023, '工程管理（专升本）'],
  ['370102200203161006', '吴佳怡', 2, 2025, '电子商务（高起专）'],
  ['430104199412111017', '徐志远', 1, 2024, '法学（专升本）'],
  ['350203199805031009', '孙梦瑶', 2, 2025, '人力资源管理（专升本）'],
  ['11010519910708101X', '马天宇', 1, 2023, '物流管理（高起专）'],
  ['31011520030122100X', '朱雨萱', 2, 2025, '英语（专升本）'],
  ['44030419950919101X', '胡博文', 1, 2024, '软件技术（高起专）'],
  ['330102199704011003', '郭晓彤', 2, 2024, '市场营销（专升本）'],
  ['420106200108281018', '何嘉豪', 1, 2025, '建筑工程技术（高起专）'],
  ['510104199310161005', '林可欣', 2, 2023, '药学（专升本）'],
  ['320106199602271019', '高子轩', 1, 2024, '金融学（专升本）'],
  ['610103199911301007', '罗婉清', 2, 2025, '小学教育（专升本）'],
  ['440106851023152', '邓国强', 1, 2024, '行政管理（专升本）'],
]);

/** Records of another site: the lookup in site 1 must not find them. */
export const OTHER_SITE_SCHOOL_ROLLS = rolls([
  ['500103199006151015', '梁振华', 1, 2025, '数控技术（高起专）'],
  ['210102200008091001', '宋雨桐', 2, 2025, '旅游管理（专升本）'],
]);
