import { recordTitles } from '../ui/messages';

export const jobPositionMessages = {
  ...recordTitles('招聘职位', '职位'),
  caption: (platform: string) => `${platform}的招聘职位（按显示顺序）`,
  title: '职位名称',
  titleHint: '1 到 100 个字符',
  department: '部门',
  location: '工作地点',
  headcount: '招聘人数',
  headcountHint: '0 到 10000；0 表示人数不限',
  salary: '薪资',
  salaryHint: '如：8k-12k、面议；不超过 64 个字符',
  requirements: '职位要求（HTML）',
  requirementsHint: '可用 <p>、<ul>、<li> 等标签；保存时服务器会去掉不安全的内容',
  publishTime: '发布时间',
  publishTimeHint: '北京时间；留空则为保存时的时间',
  status: '状态',
  statusOn: '招聘中',
  statusOff: '已隐藏',
  publish: '在网站上显示（取消勾选则隐藏）',
  notFound: '职位不存在或已被删除。',
  empty: '这个平台还没有招聘职位',
} as const;
