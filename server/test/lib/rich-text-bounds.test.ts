import { RICH_TEXT_LIMITS, richTextBoundsProblem } from '@contract/rich-text-policy';

const nested = (levels: number, tag = 'div') => `<${tag}>`.repeat(levels) + '字' + `</${tag}>`.repeat(levels);

describe('rich text bounds, read before the sanitiser parses it', () => {
  it('accepts what an editor writes: tables, lists, links, pictures, up to the limits', () => {
    const article =
      '<h2>招生简章</h2><p>正文<strong>加粗</strong><a href="/home">链接</a><br><img src="/a.png"></p>' +
      `<table><tbody>${`<tr>${'<td><p>格</p></td>'.repeat(30)}</tr>`.repeat(20)}</tbody></table>` +
      '<ul><li>一<ul><li>二</li></ul></li></ul>';
    expect(richTextBoundsProblem(article)).toBeNull();
    expect(richTextBoundsProblem(nested(RICH_TEXT_LIMITS.depth))).toBeNull();
    expect(richTextBoundsProblem('<br>'.repeat(RICH_TEXT_LIMITS.elements))).toBeNull();
  });

  it('reads implied ends as HTML does: unclosed paragraphs, items and cells are siblings, not levels', () => {
    expect(richTextBoundsProblem('<p>段'.repeat(200))).toBeNull();
    expect(richTextBoundsProblem(`<ul>${'<li>项'.repeat(200)}</ul>`)).toBeNull();
    expect(richTextBoundsProblem(`<table><tr>${'<td>格'.repeat(200)}</table>`)).toBeNull();
    expect(richTextBoundsProblem('<img src="a.png"/>'.repeat(100))).toBeNull();
  });

  it('refuses deep nesting and too many elements with a Chinese reason', () => {
    expect(richTextBoundsProblem(nested(RICH_TEXT_LIMITS.depth + 1))).toBe(
      '内容的嵌套层级过深（最多 32 层），请简化格式后再保存',
    );
    expect(richTextBoundsProblem(nested(9000))).toMatch(/嵌套层级过深/);
    // Cells a cell start closes are no deeper, but no more numerous than the limit either.
    expect(richTextBoundsProblem(nested(3000, 'td'))).toMatch(/元素过多/);
    expect(richTextBoundsProblem('<span>字</span>'.repeat(RICH_TEXT_LIMITS.elements + 1))).toBe(
      '内容包含的元素过多（最多 2000 个），请精简格式或分成几篇',
    );
  });

  it('is not fooled by stray end tags, case or comments', () => {
    // An end tag of nothing open does not undo the levels before it.
    expect(richTextBoundsProblem(`${'<div></span>'.repeat(40)}`)).toMatch(/嵌套层级过深/);
    expect(richTextBoundsProblem(nested(40, 'DiV'))).toMatch(/嵌套层级过深/);
    expect(richTextBoundsProblem(`<!--${'<div>'.repeat(100)}--><p>字</p>`)).toBeNull();
  });

  it.each([
    ['an empty comment closed at once', '<!-->'],
    ['a comment closed by `->`', '<!--->'],
    ['a comment closed by `--!>`', '<!-- 注 --!>'],
  ])('counts the elements after %s, as HTML parses them', (_name, comment) => {
    expect(richTextBoundsProblem(`${comment}${nested(RICH_TEXT_LIMITS.depth + 9)}`)).toMatch(/嵌套层级过深/);
    expect(richTextBoundsProblem(`${comment}${'<span>字</span>'.repeat(5000)}`)).toMatch(/元素过多/);
    // The comment itself still hides what is inside it.
    expect(richTextBoundsProblem(`<!--${'<div>'.repeat(100)}-->${comment}<p>字</p>`)).toBeNull();
  });
});
