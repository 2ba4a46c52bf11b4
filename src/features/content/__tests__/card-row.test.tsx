import { screen, within } from '@testing-library/react';
import styled from 'styled-components';
import type { TemplateProps } from '@/registry/define-template';
import { contentItems } from '@/testing/fixtures';
import { installContentServer } from '@/testing/msw/content-server';
import { renderTemplate } from '@/testing/render-template';
import { CardRows } from '../card-row';
import { useContentList } from '../use-content-list';

const MENU_ID = 7;
installContentServer({ items: contentItems(8, MENU_ID, { title: '条目' }) });

const Title = styled.h2``;

/** The rules styled-components injected for an element's classes. */
const rulesOf = (element: Element) => {
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
  return [...element.classList].flatMap(
    (name) => css.match(new RegExp(`\\.${name}[^{]*\\{[^}]*\\}`, 'g')) ?? [],
  );
};

function RowsPage({ id, imageWidth }: TemplateProps & { imageWidth?: string }) {
  const list = useContentList(id, { paged: true });
  return (
    <CardRows
      list={list}
      ratio="16 / 10"
      gap={5}
      imageWidth={imageWidth}
      rowHeight={imageWidth && '200px'}
      imageRight={(index) => index % 2 === 1}
      phoneTextHeight="200px"
      renderText={(item, index) => (
        <Title>
          {index + 1}. {item.title}
        </Title>
      )}
    />
  );
}

describe('CardRows', () => {
  it('holds a full page of row-sized placeholders, then lists linked rows, picture beside the text', async () => {
    const { container } = renderTemplate(RowsPage, { id: MENU_ID });

    const skeleton = screen.getByRole('status', { name: '正在加载' });
    expect(within(skeleton).getAllByRole('listitem')).toHaveLength(6);

    const first = (await screen.findByRole('heading', { level: 2, name: '1. 条目1' })).closest('a');
    const list = container.querySelector('ol') as HTMLElement;
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(within(list).getAllByRole('article')).toHaveLength(6);
    expect(first).toHaveAttribute('href', `/article_details/${MENU_ID}?articleId=1`);
    const images = list.querySelectorAll('img');
    expect(images[0]).toHaveAttribute('alt', '');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('navigation', { name: '分页' })).toBeInTheDocument();
  });

  it('puts the picture on the right of the rows that ask for it, in halves or in a fixed column', async () => {
    const { unmount } = renderTemplate(RowsPage, { id: MENU_ID });
    const left = (await screen.findByRole('heading', { name: '1. 条目1' })).closest('a') as Element;
    const right = screen.getByRole('heading', { name: '2. 条目2' }).closest('a') as Element;
    expect(rulesOf(right).join('')).toContain('order:1');
    expect(rulesOf(left).join('')).not.toContain('order:1');
    expect(rulesOf(left).join('')).toMatch(/grid-template-columns:minmax\(0, ?1fr\) minmax\(0, ?1fr\)/);
    unmount();

    renderTemplate((props: TemplateProps) => <RowsPage {...props} imageWidth="320px" />, { id: MENU_ID });
    const fixed = (await screen.findByRole('heading', { name: '1. 条目1' })).closest('a') as Element;
    expect(rulesOf(fixed).join('')).toMatch(/grid-template-columns:320px minmax\(0, ?1fr\);height:200px/);
  });
});
