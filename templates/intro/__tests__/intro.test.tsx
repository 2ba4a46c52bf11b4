import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contentItems } from '@/testing/fixtures';
import { installContentServer } from '@/testing/msw/content-server';
import { renderTemplate } from '@/testing/render-template';
import Intro from '../intro';

const MENU_ID = 11;
const server = installContentServer({
  items: contentItems(3, MENU_ID, { title: '学校简介', month: '04' }).map((item) => ({
    ...item,
    image: item.id === 1 ? '/images/campus.jpg' : null,
    body: '<p>学校创办于一九九八年。</p><script>alert(1)</script>',
  })),
});

const renderIntro = (query: string) =>
  renderTemplate(Intro, { id: MENU_ID, path: `/info/${MENU_ID}${query}` });

describe('单页介绍', () => {
  it('shows the first item as an article with its image, and the further titles below', async () => {
    renderIntro('');

    expect(await screen.findByText('学校创办于一九九八年。')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '学校简介1' })).toBeInTheDocument();
    // The title stands beside the picture: it is decorative.
    const picture = document.querySelector('img[src="/images/campus.jpg"]');
    expect(picture).toHaveAttribute('alt', '');
    expect(picture).toHaveAttribute('loading', 'eager');
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: '更多内容' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /学校简介2/ })).toHaveAttribute(
      'href',
      `/article_details/${MENU_ID}?articleId=2`,
    );
    expect(screen.getByRole('link', { name: /学校简介3/ })).toBeInTheDocument();
  });

  it('with pType=one shows only that one item', async () => {
    renderIntro('?pType=one');

    expect(await screen.findByText('学校创办于一九九八年。')).toBeInTheDocument();
    expect(server.requests('list').map((query) => query.get('pageSize'))).toEqual(['1']);
    expect(screen.queryByRole('heading', { name: '更多内容' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /学校简介/ })).not.toBeInTheDocument();
  });

  it('offers a retry when the article fails to load, and the retry asks for it again', async () => {
    server.fail('details');
    renderIntro('');

    expect(await screen.findByRole('alert')).toHaveTextContent('内容加载失败');
    server.recover('details');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));

    expect(await screen.findByText('学校创办于一九九八年。')).toBeInTheDocument();
    expect(server.requests('list')).toHaveLength(1);
  });
});
