import { type TextareaHTMLAttributes, useId } from 'react';
import styled, { css } from 'styled-components';
import {
  SEO_DESCRIPTION_MAX,
  SEO_DESCRIPTION_SHOWN,
  SEO_TITLE_MAX,
  SEO_TITLE_SHOWN,
  shownText,
  shownWidth,
} from '@contract/seo-length';
import { mediaSource } from '@contract/url-policy';
import { MediaField } from '../media/media-field';
import {
  CheckboxFieldset,
  fieldColumnStyle,
  Hint,
  inputStyle,
  labelledField,
  TextField,
} from '../ui/form-field';
import { SectionTitle } from '../ui/layout';
import { inputWidthPlus, space } from '../ui/theme-helpers';
import { formBindings } from '../ui/use-record-form';
import { seoMessages as t } from './messages';
import type { SeoKey, SeoValues } from './seo-values';

/**
 * 搜索与分享 (issue 25 item 3): the search title, description, share picture and noindex of a
 * content item or a menu's page, with counters at the lengths search engines show
 * (contract/seo-length.ts) and previews of the search result and of the WeChat share card. Its own
 * chunk (lazy-seo-section.tsx), shared by the content and menu editors.
 */

/** The share picture's recommended size: Open Graph's 1.91:1, which WeChat shows cropped to a square. */
const SHARE_PICTURE_SIZE = [1200, 630] as const;

/**
 * The colours of what the previews imitate — a search result (its blue title, green address, grey
 * text) and a WeChat card — not the console's own, so kept here rather than in the theme (a reason
 * to differ from STYLE.md's "colours from the theme"). Each passes WCAG AA on white.
 */
const LOOK = {
  resultTitle: '#1a0dab',
  resultAddress: '#006621',
  resultText: '#4d5156',
  cardTitle: '#191919',
  cardText: '#595959',
  chat: '#ededed',
  card: '#ffffff',
} as const;

const Section = styled.section`
  margin: ${({ theme }) => theme.space[5]}px 0 ${({ theme }) => theme.space[4]}px;
  padding-top: ${({ theme }) => theme.space[4]}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Intro = styled(Hint)`
  margin-bottom: ${({ theme }) => theme.space[4]}px;
`;

const TextArea = styled.textarea`
  ${inputStyle};
  min-height: ${space(8, 5)};
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  resize: vertical;
`;

const DescriptionField = labelledField<Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>>(
  TextArea,
  styled.div`
    ${fieldColumnStyle};
    max-width: ${inputWidthPlus(8)};
  `,
);

const LimitNote = styled.span<{ $over: boolean }>`
  color: ${({ theme, $over }) => ($over ? theme.colors.warning : theme.colors.textMuted)};
  font-weight: ${({ $over }) => ($over ? 600 : 'normal')};
`;

/** Under a box: how much a search result shows of it, and a warning past that (not a refusal). */
function SoftLimit({ text, limit }: { text: string; limit: number }) {
  const width = Math.ceil(shownWidth(text.trim()));
  const over = width > limit;
  return (
    <LimitNote $over={over}>
      {over ? t.over(limit, width) : width > 0 ? t.shown(limit, width) : t.shownEmpty(limit)}
    </LimitNote>
  );
}

const Previews = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]}px;
  margin-bottom: ${({ theme }) => theme.space[4]}px;
`;

const Figure = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  figcaption {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes[1]}px;
  }
`;

const SearchFigure = styled(Figure)`
  flex: 1 1 ${inputWidthPlus(4)};
  max-width: ${inputWidthPlus(8, 8, 6)};
`;

const CardFigure = styled(Figure)`
  flex: 0 1 ${inputWidthPlus()};
`;

const Frame = css`
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small}px;
  overflow-wrap: anywhere;
`;

const Result = styled.div`
  ${Frame};
  background: ${LOOK.card};
  p {
    margin: 0;
  }
`;

const ResultTitle = styled.p`
  color: ${LOOK.resultTitle};
  font-size: ${({ theme }) => theme.fontSizes[3]}px;
  line-height: 1.4;
`;

const ResultAddress = styled.p`
  color: ${LOOK.resultAddress};
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
  margin: ${({ theme }) => theme.space[1]}px 0 !important;
`;

const ResultText = styled.p`
  color: ${LOOK.resultText};
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
  line-height: 1.6;
`;

const Chat = styled.div`
  padding: ${({ theme }) => theme.space[3]}px;
  background: ${LOOK.chat};
  border-radius: ${({ theme }) => theme.radii.small}px;
`;

const Card = styled.div`
  ${Frame};
  background: ${LOOK.card};
  border-color: transparent;
  p {
    margin: 0;
  }
`;

const clamp = (lines: number) => css`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${lines};
  overflow: hidden;
`;

const CardTitle = styled.p`
  ${clamp(2)};
  color: ${LOOK.cardTitle};
  font-size: ${({ theme }) => theme.fontSizes[2]}px;
  line-height: 1.4;
  margin-bottom: ${({ theme }) => theme.space[2]}px !important;
`;

const CardBody = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: flex-start;
`;

const CardText = styled.p`
  ${clamp(3)};
  flex: 1;
  color: ${LOOK.cardText};
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
  line-height: 1.5;
`;

const thumb = css`
  flex: none;
  width: ${space(7, 3)};
  height: ${space(7, 3)};
  border-radius: ${({ theme }) => theme.radii.small}px;
`;

const Thumb = styled.img`
  ${thumb};
  object-fit: cover;
`;

const NoThumb = styled.span`
  ${thumb};
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes[0]}px;
`;

const Warning = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.warning};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** What the page shows when a field is left empty (the head's derivation, src/app/page-head.ts). */
export type SeoFallback = {
  title: string;
  /** '' when the page would take it from its content (a menu's first item). */
  description: string;
  image: string | null;
  /** The page's path on the site, when known. */
  path: string | null;
};

export type SeoSectionProps = {
  values: SeoValues;
  set: <K extends SeoKey>(key: K, value: SeoValues[K]) => void;
  errors?: Partial<Record<SeoKey, string | null | undefined>>;
  fallback: SeoFallback;
};

/** The search result a search engine would show for these values (cut at its lengths). */
export function SearchResultPreview({
  title,
  description,
  path,
  noindex,
}: {
  title: string;
  description: string;
  path: string | null;
  noindex: boolean;
}) {
  const id = useId();
  const host = typeof window === 'undefined' ? '' : window.location.host;
  return (
    <SearchFigure aria-labelledby={id}>
      <figcaption id={id}>{t.searchPreview}</figcaption>
      <Result>
        <ResultTitle>{shownText(title, SEO_TITLE_SHOWN)}</ResultTitle>
        <ResultAddress>{`${host}${path ?? ''}`}</ResultAddress>
        <ResultText>
          {description ? shownText(description, SEO_DESCRIPTION_SHOWN) : <Muted>{t.noDescription}</Muted>}
        </ResultText>
      </Result>
      {noindex ? <Warning>{t.noindexPreview}</Warning> : null}
      <Hint>{t.searchPreviewNote}</Hint>
    </SearchFigure>
  );
}

/** The card a WeChat chat would show for a shared link, if WeChat takes the page's tags. */
export function ShareCardPreview({
  title,
  description,
  image,
}: {
  title: string;
  description: string;
  image: string | null;
}) {
  const id = useId();
  const src = mediaSource(image);
  return (
    <CardFigure aria-labelledby={id}>
      <figcaption id={id}>{t.cardPreview}</figcaption>
      <Chat>
        <Card>
          <CardTitle>{title}</CardTitle>
          <CardBody>
            <CardText>{description || <Muted>{t.noDescription}</Muted>}</CardText>
            {src ? <Thumb src={src} alt="" /> : <NoThumb>{t.noPicture}</NoThumb>}
          </CardBody>
        </Card>
      </Chat>
      <Hint>{t.cardPreviewNote}</Hint>
    </CardFigure>
  );
}

/** 搜索与分享: the four fields and the two previews. */
export default function SeoSection({ values, set, errors = {}, fallback }: SeoSectionProps) {
  const id = useId();
  const title = values.seoTitle.trim() || fallback.title;
  const description = values.seoDescription.trim() || fallback.description;
  const image = values.seoImage.trim() || fallback.image;
  const { field, mediaField, checkbox } = formBindings(values, set, (key) => errors[key]);
  return (
    <Section aria-labelledby={id}>
      <SectionTitle id={id}>{t.title}</SectionTitle>
      <Intro>{t.intro}</Intro>
      <TextField
        label={t.seoTitle}
        autoComplete="off"
        maxLength={SEO_TITLE_MAX}
        {...field('seoTitle')}
        hint={<SoftLimit text={values.seoTitle} limit={SEO_TITLE_SHOWN} />}
      />
      <DescriptionField
        label={t.seoDescription}
        maxLength={SEO_DESCRIPTION_MAX}
        {...field('seoDescription')}
        hint={<SoftLimit text={values.seoDescription} limit={SEO_DESCRIPTION_SHOWN} />}
      />
      <MediaField
        label={t.seoImage}
        kind="image"
        hint={t.seoImageHint}
        recommended={SHARE_PICTURE_SIZE}
        {...mediaField('seoImage')}
      />
      <CheckboxFieldset
        legend={t.noindexLegend}
        label={t.noindex}
        {...checkbox('noindex')}
        hint={errors.noindex ?? t.noindexHint}
      />
      <Previews>
        <SearchResultPreview
          title={title}
          description={description}
          path={fallback.path}
          noindex={values.noindex}
        />
        <ShareCardPreview title={title} description={description} image={image} />
      </Previews>
    </Section>
  );
}
