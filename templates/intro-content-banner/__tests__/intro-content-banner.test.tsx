import { screen } from '@testing-library/react';
import { contentItems } from '@/testing/fixtures';
import { installContentServer } from '@/testing/msw/content-server';
import { renderTemplate } from '@/testing/render-template';
import IntroContentBanner from '../intro-content-banner';

const MENU_ID = 13;
const server = installContentServer({
  items: contentItems(3, MENU_ID, { title: '专业介绍' }).map((item) => ({
    ...item,
    body: `<p>专业正文${item.id}</p>`,
  })),
});

describe('单页横幅图文', () => {
  it('opens with the first item as a banner with its title over it, its text, then the further items', async () => {
    const { container } = renderTemplate(IntroContentBanner, { id: MENU_ID });

    expect(await screen.findByText('专业正文1')).toBeInTheDocument();
    // The title lies over the banner: the picture itself is decorative.
    const banner = container.querySelector('img[src="/images/1.jpg"]');
    expect(banner).toHaveAttribute('alt', '');
    expect(banner).toHaveAttribute('loading', 'eager');
    expect(banner).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      '专业介绍1',
      '专业介绍2',
      '专业介绍3',
    ]);
    expect(container.querySelector('img[src="/images/2.jpg"]')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText('专业介绍3的摘要')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /查看详情\s*：专业介绍2/ })).toHaveAttribute(
      'href',
      `/article_details/${MENU_ID}?articleId=2`,
    );
    // Only the banner item's body is fetched; the sections show summaries.
    expect(server.requests('details').map((query) => query.get('id'))).toEqual(['1']);
  });
});
