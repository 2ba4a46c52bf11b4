import styled from 'styled-components';
import type { ContentItem } from '@contract/site-content';
import { mediaSource } from '@contract/url-policy';

const VIDEO_RATIO = '16 / 9';

const Video = styled.video`
  width: 100%;
  aspect-ratio: ${VIDEO_RATIO};
  margin-bottom: ${({ theme }) => theme.space[5]}px;
  border-radius: ${({ theme }) => theme.radii.medium}px;
  background: ${({ theme }) => theme.backgrounds.dark};
`;

/**
 * An article's video above its text, when it has one: its picture is the poster; nothing loads
 * before play. (The content system holds no caption files: docs/content-contract.md.)
 */
export function ArticleVideo({ article }: { article: Pick<ContentItem, 'video' | 'image' | 'title'> }) {
  const video = mediaSource(article.video);
  if (!video) return null;
  return (
    <Video
      src={video}
      poster={mediaSource(article.image) ?? undefined}
      controls
      preload="none"
      playsInline
      aria-label={article.title}
    />
  );
}
