import { screen } from '@testing-library/react';
import { DATA_LIST_STORAGE_KEY } from '@/api/public-api';
import { contentItem } from '@/testing/fixtures';
import { installContentServer } from '@/testing/msw/content-server';
import { renderTemplate } from '@/testing/render-template';
import ArticleDetails from '../article-details';

const MENU_ID = 40;

const item = (id: number) =>
  contentItem(id, MENU_ID, {
    title: `通知公告${id}`,
    video: id === 2 ? '/videos/2.mp4' : null,
    publishTime: `2025-06-0${id}T08:00:00`,
    body: `<p>正文内容${id}</p>`,
  });

installContentServer({ items: [1, 2, 3].map(item) });

const renderArticle = (query: string) =>
  renderTemplate(ArticleDetails, { id: MENU_ID, path: `/article_details/${MENU_ID}${query}` });

const remember = (ids: number[]) =>
  localStorage.setItem(DATA_LIST_STORAGE_KEY, JSON.stringify(ids.map(item)));

describe('文章详情', () => {
  it('shows the chosen article with its date, video and body, and its neighbours in the remembered list', async () => {
    remember([1, 2, 3]);
    renderArticle('?articleId=2');

    expect(await screen.findByText('正文内容2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '通知公告2' })).toBeInTheDocument();
    expect(screen.getByText('2025-06-02')).toBeInTheDocument();
    const video = document.querySelector('video');
    expect(video).toHaveAttribute('src', '/videos/2.mp4');
    expect(video).toHaveAttribute('preload', 'none');

    const siblings = screen.getByRole('navigation', { name: '上下篇' });
    expect(siblings).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /上一篇\s*通知公告1/ })).toHaveAttribute(
      'href',
      `/article_details/${MENU_ID}?articleId=1`,
    );
    expect(screen.getByRole('link', { name: /下一篇\s*通知公告3/ })).toHaveAttribute(
      'href',
      `/article_details/${MENU_ID}?articleId=3`,
    );
  });

  it('leads with the item’s picture, unless a video shows or the body already shows it', async () => {
    renderArticle('?articleId=1');
    expect(await screen.findByText('正文内容1')).toBeInTheDocument();
    const lead = document.querySelector('article img');
    expect(lead).toHaveAttribute('src', '/images/1.jpg');
    expect(lead).toHaveAttribute('fetchpriority', 'high');
  });

  it('does not draw the picture twice, nor over a video', async () => {
    renderArticle('?articleId=2');
    expect(await screen.findByText('正文内容2')).toBeInTheDocument();
    expect(document.querySelector('article img')).toBeNull();
  });

  it('shows no previous/next links when the remembered list does not hold the article', async () => {
    remember([5, 6]);
    renderArticle('?articleId=2');

    expect(await screen.findByText('正文内容2')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '上下篇' })).not.toBeInTheDocument();
  });

  it('without articleId shows the menu’s first item, with only a next link', async () => {
    renderArticle('');

    expect(await screen.findByText('正文内容1')).toBeInTheDocument();
    expect(document.querySelector('video')).toBeNull();
    expect(screen.queryByRole('link', { name: /上一篇/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /下一篇\s*通知公告2/ })).toHaveAttribute(
      'href',
      `/article_details/${MENU_ID}?articleId=2`,
    );
  });

  it('answers an article the server does not have with a notice and the way home, not a retry', async () => {
    renderArticle('?articleId=99');

    expect(await screen.findByRole('heading', { level: 2, name: '没有找到这篇文章' })).toBeInTheDocument();
    expect(screen.getByText('该文章不存在或已下线。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/home');
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
  });
});
