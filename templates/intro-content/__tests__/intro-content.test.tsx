import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contentItems } from '@/testing/fixtures';
import { installContentServer } from '@/testing/msw/content-server';
import { renderTemplate } from '@/testing/render-template';
import IntroContent from '../intro-content';

const MENU_ID = 12;
const BROKEN_ID = 3;

const server = installContentServer({
  items: contentItems(3, MENU_ID, { title: '办学特色' }).map((item) => ({
    ...item,
    image: item.id === 2 ? null : item.image,
    body: `<p>特色正文${item.id}</p>`,
  })),
});

afterEach(() => jest.restoreAllMocks());

describe('单页图文', () => {
  it('stacks the items as sections with their bodies, and a table of contents that jumps to them', async () => {
    // jsdom does not scroll: the jump is asserted on the call.
    const scrollIntoView = jest.spyOn(Element.prototype, 'scrollIntoView');
    server.fail('details', (query) => query.get('id') === String(BROKEN_ID));
    const { container } = renderTemplate(IntroContent, { id: MENU_ID });

    expect(await screen.findByText('特色正文1')).toBeInTheDocument();
    expect(await screen.findByText('特色正文2')).toBeInTheDocument();
    // Each section's title stands over its picture: the pictures are decorative.
    const pictures = container.querySelectorAll('img');
    expect([...pictures].map((picture) => picture.getAttribute('src'))).toEqual([
      '/images/1.jpg',
      '/images/3.jpg',
    ]);
    expect(pictures[0]).toHaveAttribute('alt', '');
    expect(pictures[0]).toHaveAttribute('loading', 'eager');
    // jsdom matches no media query: this is the phone layout, where the table of contents is hidden.
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      '办学特色1',
      '办学特色2',
      '办学特色3',
    ]);

    // A body that fails to load falls back to the summary and a link to the article.
    expect(await screen.findByRole('link', { name: '查看详情' })).toHaveAttribute(
      'href',
      `/article_details/${MENU_ID}?articleId=${BROKEN_ID}`,
    );
    expect(screen.getByText('办学特色3的摘要')).toBeInTheDocument();

    // Hidden elements have no accessible name in jsdom: found by their label and text instead.
    const toc = screen.getByLabelText('本页目录');
    await userEvent.click(within(toc).getByText('办学特色2'));
    const target = screen.getByRole('heading', { level: 2, name: '办学特色2' }).closest('section');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(target);
    expect(target).toHaveFocus();
  });
});
