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

export const COVER_COUNT = 24;
export const PORTRAIT_COUNT = 12;

/** 800×450 illustrations, cycled. */
export const cover = (n: number) => `/images/demo/cover-${pad(((n - 1) % COVER_COUNT) + 1)}.svg`;
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
