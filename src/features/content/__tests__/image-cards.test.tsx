import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { TemplateProps } from '@/registry/define-template';
import { contentItems } from '@/testing/fixtures';
import { installContentServer } from '@/testing/msw/content-server';
import { renderTemplate } from '@/testing/render-template';
import { ImageCards } from '../image-cards';
import { useContentList } from '../use-content-list';

const MENU_ID = 9;
installContentServer({ items: contentItems(4, MENU_ID, { title: '图片' }) });

const Covers = styled.ol``;
const Cover = ({ children }: { children: ReactNode }) => <section data-testid="cover">{children}</section>;

function GridPage({ id }: TemplateProps) {
  const list = useContentList(id, { paged: true });
  return (
    <ImageCards
      list={list}
      columns={3}
      ratio="4 / 3"
      textHeight="56px"
      renderText={(item) => <h2>{item.title}</h2>}
    />
  );
}

function CoversPage({ id }: TemplateProps) {
  const list = useContentList(id, { paged: true });
  return (
    <ImageCards
      list={list}
      as={Covers}
      card={Cover}
      bareSkeleton
      ratio="3 / 4"
      textHeight="96px"
      renderText={(item) => <h2>{item.title}</h2>}
    />
  );
}

describe('ImageCards', () => {
  it('draws each item as a linked card in the kit grid, a card-sized placeholder while loading', async () => {
    const { container } = renderTemplate(GridPage, { id: MENU_ID });

    const skeleton = screen.getByRole('status', { name: '正在加载' });
    expect(within(skeleton).getAllByRole('article')).toHaveLength(6);

    const link = (await screen.findByRole('heading', { name: '图片1' })).closest('a');
    expect(link).toHaveAttribute('href', `/article_details/${MENU_ID}?articleId=1`);
    expect(link?.closest('article')).not.toBeNull();
    expect(container.querySelector('ul')?.querySelectorAll('li')).toHaveLength(4);
    expect(container.querySelectorAll('img')[0]).toHaveAttribute('loading', 'eager');
  });

  it('takes the template’s own grid and card, and bare placeholders', async () => {
    const { container } = renderTemplate(CoversPage, { id: MENU_ID });

    const skeleton = screen.getByRole('status', { name: '正在加载' });
    expect(within(skeleton).queryAllByRole('article')).toHaveLength(0);
    expect(within(skeleton).queryAllByTestId('cover')).toHaveLength(0);
    expect(within(skeleton).getAllByRole('listitem')).toHaveLength(6);

    await screen.findByRole('heading', { name: '图片1' });
    const covers = container.querySelector('ol') as HTMLElement;
    expect(within(covers).getAllByTestId('cover')).toHaveLength(4);
    expect(within(covers).queryAllByRole('article')).toHaveLength(0);
  });
});
