import DOMPurify from 'isomorphic-dompurify';
import { holdUrlToPolicy, RICH_TEXT_POLICY } from '@contract/rich-text-policy';
import { closeRichTextSanitiser, sanitizeRichText } from '../../src/lib/rich-text';

/** The policy applied in this thread, as the server did before its sanitiser had a thread of its own. */
const purifier = DOMPurify as unknown as {
  sanitize(html: string, config?: object): string;
  addHook(entry: string, hook: (node: unknown, data: never) => void): void;
};
purifier.addHook('uponSanitizeAttribute', (_node, attribute) => holdUrlToPolicy(attribute));
const inThisThread = (html: string) => purifier.sanitize(html, { ...RICH_TEXT_POLICY }).trim();

afterAll(() => closeRichTextSanitiser());

describe('the rich-text sanitiser’s thread', () => {
  const samples = [
    '<p>正文<strong>加粗</strong><a href="/about_us">链接</a><img src="/images/a.png" alt="图"></p>',
    '<p onclick="alert(1)">点</p><script>alert(1)</script><a href="javascript:alert(1)">坏</a>',
    '<img src="data:image/png;base64,AAAA"><iframe src="https://evil.example"></iframe><svg><g/></svg>',
    `<table><tbody>${'<tr><td>格</td><td style="color:red">格</td></tr>'.repeat(20)}</tbody></table>`,
  ];

  it('stores what the policy in this thread would have stored', async () => {
    for (const sample of samples) expect(await sanitizeRichText(sample)).toBe(inThisThread(sample));
  });

  it('keeps of a link’s rel only noopener, noreferrer and nofollow', async () => {
    expect(await sanitizeRichText('<a href="/a" target="_blank" rel="opener">链</a>')).toBe(
      '<a href="/a" target="_blank">链</a>',
    );
    expect(
      await sanitizeRichText('<a href="/a" target="_blank" rel="OPENER noopener external nofollow">链</a>'),
    ).toBe('<a href="/a" target="_blank" rel="noopener nofollow">链</a>');
    expect(await sanitizeRichText('<a href="/a" rel=" noreferrer ">链</a>')).toBe(
      '<a href="/a" rel="noreferrer">链</a>',
    );
  });

  it('refuses a body beyond the bounds at once, without the thread', async () => {
    await expect(sanitizeRichText('<div>'.repeat(9000) + '字' + '</div>'.repeat(9000))).rejects.toMatchObject(
      {
        statusCode: 400,
        message: '内容的嵌套层级过深（最多 32 层），请简化格式后再保存',
      },
    );
  });

  it('leaves the event loop free: a timer set after a 2,000-element save starts fires before it ends', async () => {
    await sanitizeRichText('<p>热身</p>');
    const order: string[] = [];
    const body = '<p><strong>加粗</strong> 正文 <a href="/about_us">链接</a></p>'.repeat(666);
    const saved = sanitizeRichText(body).then(() => order.push('saved'));
    await new Promise((resolve) => setTimeout(resolve, 0)).then(() => order.push('timer'));
    await saved;
    expect(order).toEqual(['timer', 'saved']);
  });

  it('sanitises saves sent together, each to its own answer', async () => {
    const bodies = Array.from({ length: 8 }, (_, index) => `<p>第 ${index} 篇<script>x</script></p>`);
    expect(await Promise.all(bodies.map(sanitizeRichText))).toEqual(
      bodies.map((_, index) => `<p>第 ${index} 篇</p>`),
    );
  });

  it('refuses saves at once when its thread cannot start, without starting it over and over', async () => {
    await closeRichTextSanitiser();
    process.env.RICH_TEXT_WORKER_SCRIPT = '/nonexistent/rich-text-worker.mjs';
    try {
      const busy = { statusCode: 429, message: '正文处理繁忙，请稍后再保存' };
      await expect(
        Promise.all([sanitizeRichText('<p>一</p>'), sanitizeRichText('<p>二</p>')]),
      ).rejects.toMatchObject(busy);
      await expect(sanitizeRichText('<p>三</p>')).rejects.toMatchObject(busy);
    } finally {
      delete process.env.RICH_TEXT_WORKER_SCRIPT;
    }
    expect(await sanitizeRichText('<p>四<script>x</script></p>')).toBe('<p>四</p>');
  });
});
