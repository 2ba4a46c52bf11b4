import styled from 'styled-components';
import { Breadcrumb } from '@/features/content/breadcrumb';
import { bareList } from '@/features/content/css-recipes';
import { Container } from '@/features/content/layout';
import { media } from '@/theme/theme';
import { BannerLink } from './banner-link';
import { useBanners } from './use-banners';
import { mediaSource } from '@contract/url-policy';

/**
 * The banners' own shape (1920 × 640): the strip keeps it whether its picture has arrived or
 * not (no shift; the picture is the page's LCP) and shows all of it, text baked in included.
 */
const BANNER_RATIO = '3 / 1';
const BANNER_MAX_HEIGHT = '640px';

const Picture = styled.div`
  width: 100%;
  aspect-ratio: ${BANNER_RATIO};
  max-height: ${BANNER_MAX_HEIGHT};
  overflow: hidden;
  background: linear-gradient(
    120deg,
    ${({ theme }) => theme.colors.primaryDark},
    ${({ theme }) => theme.colors.primary}
  );
  a {
    display: block;
    height: 100%;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const TitleBand = styled.div`
  padding: ${({ theme }) => `${theme.space[4]}px 0 ${theme.space[5]}px`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  ${media.tablet} {
    padding: ${({ theme }) => `${theme.space[5]}px 0 ${theme.space[6]}px`};
  }
`;

const Crumbs = styled(Breadcrumb)`
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
  color: ${({ theme }) => theme.colors.textMuted};
  ol {
    display: flex;
    gap: ${({ theme }) => theme.space[2]}px;
    ${bareList}
  }
  li + li::before {
    content: '/';
    margin-right: ${({ theme }) => theme.space[2]}px;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Title = styled.h1`
  margin: ${({ theme }) => theme.space[1]}px 0 0;
  font-size: ${({ theme }) => theme.fontSizes[5]}px;
  line-height: 1.3;
  ${media.tablet} {
    font-size: ${({ theme }) => theme.fontSizes[7]}px;
  }
`;

export type BannerImage = { src: string; alt: string };

type PageBannerProps = {
  /** The page's h1. */
  title: string;
  /** The page's own picture (its menu's first item); the platform's first banner otherwise. */
  image?: BannerImage | null;
  /** The page's own picture may still come: do not show the platform banner in the meantime. */
  imagePending?: boolean;
};

/** The top of a fixed page: a picture strip of a fixed ratio, then the breadcrumb and the h1. */
export function PageBanner({ title, image = null, imagePending = false }: PageBannerProps) {
  const platformBanner = useBanners().banners[0];
  const fallback = platformBanner ? { src: platformBanner.image, alt: platformBanner.title } : null;
  const shown = imagePending ? null : (image ?? fallback);
  const source = mediaSource(shown?.src);
  const picture = shown && source && (
    <img src={source} alt={shown.alt} decoding="sync" fetchPriority="high" />
  );
  // The platform banner often shows its own button ("了解详情"): it must lead where it says.
  const url = !image && platformBanner?.url;

  return (
    <>
      <Picture>{picture && url ? <BannerLink url={url}>{picture}</BannerLink> : picture}</Picture>
      <TitleBand>
        <Container>
          <Crumbs trail={[title]} />
          <Title>{title}</Title>
        </Container>
      </TitleBand>
    </>
  );
}
