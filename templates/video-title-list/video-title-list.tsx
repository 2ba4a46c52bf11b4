import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { ContentItemOnSite } from '@contract/media-on-site';
import { HALF_SIZES, ItemImage } from '@/features/content/content-image';
import { type ContentListBodyProps, contentListTemplate } from '@/features/content/content-list-template';
import { ContentStates } from '@/features/content/content-states';
import { Pagination } from '@/features/content/pagination';
import { PublishDate } from '@/features/content/publish-date';
import { SkeletonBlock } from '@/features/content/skeleton';
import { media } from '@/theme/theme';
import { videoListMessages } from './messages';
import { bareList, oneLine } from '@/features/content/css-recipes';

const PLAYER_RATIO = '16 / 9';
/** Fixed heights of the title under the player and of a list row, shared by the skeleton. */
const TITLE_HEIGHT = '56px';
const ROW_HEIGHT = '64px';

/** Player and list stacked on phones; side by side on desktop. */
const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  align-items: start;
  ${media.desktop} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[5]}px;
  }
`;

const Stage = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.medium}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Screen = styled.div`
  position: relative;
  aspect-ratio: ${PLAYER_RATIO};
  background: ${({ theme }) => theme.backgrounds.dark};
  video {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const NoVideo = styled.p`
  position: absolute;
  inset: auto 0 0 0;
  margin: 0;
  padding: ${({ theme }) => theme.space[3]}px;
  background: ${({ theme }) => theme.colors.overlay};
  color: ${({ theme }) => theme.colors.onPrimary};
  text-align: center;
`;

const NowPlaying = styled.h2`
  display: flex;
  align-items: center;
  height: ${TITLE_HEIGHT};
  margin: 0;
  padding: 0 ${({ theme }) => theme.space[4]}px;
  font-size: ${({ theme }) => theme.fontSizes[3]}px;
  ${oneLine}
`;

const Playlist = styled.ol`
  ${bareList}
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.medium}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  counter-reset: video;
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const TitleButton = styled.button`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-rows: auto auto;
  column-gap: ${({ theme }) => theme.space[3]}px;
  align-content: center;
  width: 100%;
  height: ${ROW_HEIGHT};
  padding: 0 ${({ theme }) => theme.space[4]}px;
  border: 0;
  border-left: 4px solid transparent;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  counter-increment: video;
  &::before {
    content: counter(video);
    grid-row: span 2;
    align-self: center;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes[1]}px;
  }
  span {
    ${oneLine}
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes[0]}px;
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &[aria-pressed='true'] {
    border-left-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

function Player({ item, autoPlay }: { item: ContentItemOnSite; autoPlay: boolean }) {
  const videoRef = useRef<HTMLVideoElement>(null);

  // A title the visitor chose starts playing; the first video of a page waits for them.
  useEffect(() => {
    if (autoPlay) videoRef.current?.play().catch(() => undefined);
  }, [autoPlay, item.id]);

  return (
    <Stage>
      <Screen>
        {item.video ? (
          // eslint-disable-next-line jsx-a11y/media-has-caption -- the content system holds no caption files (docs/content-contract.md)
          <video
            key={item.id}
            ref={videoRef}
            src={item.video}
            poster={item.image ?? undefined}
            controls
            preload="none"
            playsInline
            aria-label={item.title}
          />
        ) : (
          <>
            <ItemImage item={item} sizes={HALF_SIZES} ratio={PLAYER_RATIO} priority />
            <NoVideo>{videoListMessages.noVideo}</NoVideo>
          </>
        )}
      </Screen>
      <NowPlaying aria-live="polite">
        <span className="visually-hidden">{videoListMessages.nowPlaying}：</span>
        {item.title}
      </NowPlaying>
    </Stage>
  );
}

function VideoTitleListBody({ list }: ContentListBodyProps) {
  const [chosenId, setChosenId] = useState<number | null>(null);
  // Another page's list does not hold the chosen id: its first video is shown instead.
  const current = list.items.find((item) => item.id === chosenId) ?? list.items[0];

  return (
    <>
      <ContentStates
        state={list}
        skeleton={
          <Layout>
            <div>
              <SkeletonBlock $ratio={PLAYER_RATIO} />
              <SkeletonBlock $height={TITLE_HEIGHT} />
            </div>
            <div>
              {Array.from({ length: list.pageSize }, (_, index) => (
                <SkeletonBlock key={index} $height={ROW_HEIGHT} />
              ))}
            </div>
          </Layout>
        }
      >
        <Layout>
          {current && <Player item={current} autoPlay={current.id === chosenId} />}
          <Playlist aria-label={videoListMessages.playlist} aria-busy={list.isFetching}>
            {list.items.map((item) => (
              <li key={item.id}>
                <TitleButton
                  type="button"
                  aria-pressed={item.id === current?.id}
                  onClick={() => setChosenId(item.id)}
                >
                  <span>{item.title}</span>
                  <PublishDate value={item.publishTime} />
                </TitleButton>
              </li>
            ))}
          </Playlist>
        </Layout>
        <Pagination page={list.page} pageSize={list.pageSize} total={list.total} onChange={list.setPage} />
      </ContentStates>
    </>
  );
}

const template = contentListTemplate({ paged: true }, VideoTitleListBody);
export const firstCalls = template.firstCalls;
export default template.Page;
