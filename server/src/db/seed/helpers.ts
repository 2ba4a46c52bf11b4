/** Building blocks of the demo content. Every image and video is a local file under public/. */
export type ContentSeed = {
  title: string;
  url?: string;
  image?: string;
  summary?: string;
  body?: string;
  video?: string;
  publishTime: string;
  status?: 0 | 1;
};

export type MenuSeed = {
  name: string;
  path?: string;
  pageType?: string;
  contentType?: string;
  sortType?: string;
  openType?: 'self' | 'blank';
  icon?: string;
  status?: 0 | 1;
  contents?: ContentSeed[];
  subMenus?: MenuSeed[];
};

const pad = (n: number) => String(n).padStart(2, '0');

export const PORTRAIT_COUNT = 12;

/**
 * The demo's 800×450 illustrations (scripts/make-demo-pictures.mjs), by what they show. A picture
 * is chosen by the words of the title it goes with, so that a library shows shelves, a campus its
 * buildings and a graduation its caps: the caption and the alt text name what is drawn.
 */
const SUBJECTS: [scene: string, words: RegExp][] = [
  // Words that would otherwise meet a broader rule below first (会计 is not a meeting).
  ['campus', /教学楼|校园|大学|开学/],
  ['classroom', /备考|考前|讲座|英语|会计/],
  ['certificate', /颁奖|表彰/],
  ['meeting', /双选会|就业|招聘会/],
  ['library', /图书馆|读书|阅读|书屋/],
  ['graduation', /毕业|学位|典礼/],
  ['sports', /运动|体育|球/],
  ['stage', /晚会|迎新|演出|文艺/],
  ['certificate', /证书|证|荣誉|奖|资质|表彰|品牌|单位|机构/],
  ['community', /志愿|社区|乡村|公益|帮扶|驿站/],
  ['map', /路线|交通|地图|布局/],
  ['office', /办公|员工|团建|年会|休息区|招聘|雇主/],
  ['workshop', /实训|实验|操作|技能|电工|护理|焊|维修|制造|基地|订单班|车间/],
  ['online', /在线|网络|平台|直播|电商|计算机|软件|宣传片|访谈|答疑/],
  ['meeting', /签约|合作|路演|咨询|会|创业|营销|指导|财税|法律/],
  ['classroom', /课堂|课|讲座|辅导|培训|教室|学期|教学|考试|备考|英语|学前|会计|管理|法学|专业|教师|名师/],
  ['campus', /校园|教学楼|总部|学习中心|中心|大学|学院|集团|分校|空间/],
];

export const pictureOf = (title: string, variant = 0) => {
  const scene = SUBJECTS.find(([, words]) => words.test(title))?.[0] ?? 'books';
  return `/images/demo/scene-${scene}-${(variant % 2) + 1}.svg`;
};

/** 400×400 portraits, cycled. */
export const portrait = (n: number) => `/images/demo/portrait-${pad(((n - 1) % PORTRAIT_COUNT) + 1)}.svg`;
export const icon = (name: string) => `/images/demo/icon-${name}.svg`;
export const banner = (platform: string, n: number) =>
  `/images/demo/banner-${platform.toLowerCase()}-${n}.svg`;

/** Fixed dates, so lists sort the same on every machine: `daysAgo` before 30 June 2025, 09:00 UTC. */
export const publishedAt = (daysAgo: number) =>
  new Date(Date.UTC(2025, 5, 30, 1, 0, 0) - daysAgo * 86_400_000).toISOString();

export const paragraphs = (...texts: string[]) => texts.map((text) => `<p>${text}</p>`).join('\n');

export const figure = (src: string, caption: string) =>
  `<figure><img src="${src}" alt="${caption}" width="800" height="450"><figcaption>${caption}</figcaption></figure>`;

export const list = (items: string[], ordered = false) => {
  const tag = ordered ? 'ol' : 'ul';
  return `<${tag}>${items.map((item) => `<li>${item}</li>`).join('')}</${tag}>`;
};

export const table = (head: string[], rows: string[][]) =>
  `<table><thead><tr>${head.map((cell) => `<th>${cell}</th>`).join('')}</tr></thead><tbody>${rows
    .map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;

/** A news article: lead paragraph, a picture, the details and a short list. */
export function newsBody(title: string, place: string, image: string): string {
  return [
    paragraphs(
      `近日，${place}围绕“${title}”开展了系列工作。活动由华夏教育集团统一部署，各学习中心负责人、任课教师及学员代表共同参与。`,
    ),
    figure(image, title),
    '<h3>活动概况</h3>',
    paragraphs(
      '本次活动坚持“以学员为中心”的办学理念，通过专题讲座、经验分享和现场答疑等形式，帮助学员明确学习目标、掌握学习方法。',
      '集团相关负责人表示，将继续完善教学服务体系，让每一位在职学员都能学得进、学得好、学得成。',
    ),
    '<h3>主要亮点</h3>',
    list([
      '名师现场授课，解读最新考试政策',
      '一对一学业规划咨询',
      '优秀学员经验分享',
      '线上同步直播，异地学员同步参与',
    ]),
  ].join('\n');
}
