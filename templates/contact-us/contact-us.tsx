import { useId } from 'react';
import styled from 'styled-components';
import type { MenuEntry } from '@contract/site-menu';
import type { SiteSetting } from '@contract/site-setting';
import { CampusList, campusCalls } from '@/features/campuses/campus-cards';
import { campusMessages } from '@/features/campuses/messages';
import { ContentLink } from '@/features/content/content-link';
import { ContentStates } from '@/features/content/content-states';
import { bareList } from '@/features/content/css-recipes';
import { EmptyState } from '@/features/content/empty-state';
import { Clamp, Container, Grid } from '@/features/content/layout';
import { contentMessages } from '@/features/content/messages';
import { SkeletonBlock, SkeletonRegion } from '@/features/content/skeleton';
import { contentListCalls, useContentList } from '@/features/content/use-content-list';
import { Band, BandHeader, BandHeading } from '@/features/fixed-pages/band';
import { menuSectionCalls, MenuSections } from '@/features/fixed-pages/menu-sections';
import { PageBanner } from '@/features/fixed-pages/page-banner';
import { PageIntro, pageIntroCalls, usePageIntro } from '@/features/fixed-pages/page-intro';
import { menuWithPath, pageMenuIn, usePageMenu } from '@/features/fixed-pages/use-page-menu';
import { LeadForm, leadFormCalls } from '@/features/lead-form/lead-form';
import { MenuLink } from '@/features/site-menu/menu-link';
import { useSiteSetting } from '@/features/site-menu/use-site';
import { primaryLinkStyle } from '@/theme/primary-link';
import type { FirstCalls, TemplateProps } from '@/registry/define-template';
import { media } from '@/theme/theme';
import { contactUsMessages } from './messages';
import { mediaSource } from '@contract/url-policy';

const PATH = '/concact_us';
const QR_SIZE = '112px';
const DETAIL_ROW_HEIGHT = '56px';
const CONTACT_CARD_HEIGHT = '176px';
/** Enough for the offices of a group; the rest is one "查看详情" away. */
const CONTACT_ITEMS = 12;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[7]}px;
  ${media.tablet} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: start;
  }
`;

const Details = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;
  > div {
    display: grid;
    grid-template-columns: 4em minmax(0, 1fr);
    align-items: center;
    min-height: ${DETAIL_ROW_HEIGHT};
    padding: 0 ${({ theme }) => theme.space[4]}px;
    border-radius: ${({ theme }) => theme.radii.medium}px;
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const Follow = styled.div`
  margin-top: ${({ theme }) => theme.space[5]}px;
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[3]}px;
    font-size: ${({ theme }) => theme.fontSizes[2]}px;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[4]}px;
    ${bareList}
  }
  figure {
    margin: 0;
    text-align: center;
    font-size: ${({ theme }) => theme.fontSizes[1]}px;
  }
  img {
    width: ${QR_SIZE};
    height: ${QR_SIZE};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.small}px;
  }
`;

const ContactCard = styled.li`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[2]}px;
  height: ${CONTACT_CARD_HEIGHT};
  padding: ${({ theme }) => theme.space[5]}px;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.medium}px;
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes[3]}px;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes[1]}px;
  }
`;

const FinderLink = styled.p`
  margin: ${({ theme }) => theme.space[5]}px 0 0;
  text-align: center;
  a {
    ${primaryLinkStyle}
  }
`;

/** Sub-menus of this page type are texts about reaching the school (hours, directions …). */
const CONTACT_PAGE_TYPE = '联系我们';
const isContactText = (menu: MenuEntry) => menu.pageType === CONTACT_PAGE_TYPE;
/** A sub-menu of the campus finder's page type (交通指引) shows the site's campuses here. */
const CAMPUS_PAGE_TYPE = '校区查询';
const isCampusMenu = (menu: MenuEntry) => menu.pageType === CAMPUS_PAGE_TYPE;
const isOtherSection = (menu: MenuEntry) => !isContactText(menu) && !isCampusMenu(menu);
const CARDS = { fallback: 'cards' } as const;
const CONTACT_LIST = { pageSize: CONTACT_ITEMS };

/** The page's calls (its items, its texts, its sections), so the server renders it whole. */
export const firstCalls: FirstCalls = ({ tree, templateOf }) => {
  const { menu, sections } = pageMenuIn(tree, menuWithPath(PATH));
  return [
    ...leadFormCalls,
    ...contentListCalls(menu?.id ?? null, CONTACT_LIST),
    ...campusCalls,
    ...sections.filter(isContactText).flatMap(pageIntroCalls),
    ...menuSectionCalls(sections.filter(isOtherSection), CARDS, templateOf),
  ];
};

/** A phone number as dialled: digits and a leading +, no spaces or dashes. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

const QR_CODES = [
  { field: 'wechatQr', name: contactUsMessages.wechat },
  { field: 'weiboQr', name: contactUsMessages.weibo },
  { field: 'xiaohongshuQr', name: contactUsMessages.xiaohongshu },
] as const satisfies readonly { field: keyof SiteSetting; name: string }[];

function ContactDetails() {
  const setting = useSiteSetting();
  if (setting.isLoading) {
    return (
      <SkeletonRegion>
        <Details as="div">
          {[contactUsMessages.address, contactUsMessages.phone, contactUsMessages.email].map((label) => (
            <SkeletonBlock key={label} $height={DETAIL_ROW_HEIGHT} />
          ))}
        </Details>
      </SkeletonRegion>
    );
  }
  const site = setting.data;
  if (!site) return <EmptyState onRetry={() => void setting.refetch()} />;

  const { address, phone, email } = site;
  const codes = QR_CODES.flatMap(({ field, name }) => {
    const image = mediaSource(site[field]);
    return image ? [{ name, image }] : [];
  });
  return (
    <div>
      <Details>
        {address && (
          <div>
            <dt>{contactUsMessages.address}</dt>
            <dd>{address}</dd>
          </div>
        )}
        {phone && (
          <div>
            <dt>{contactUsMessages.phone}</dt>
            <dd>
              <a href={telHref(phone)}>{phone}</a>
            </dd>
          </div>
        )}
        {email && (
          <div>
            <dt>{contactUsMessages.email}</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </div>
        )}
      </Details>
      {codes.length > 0 && (
        <Follow>
          <h3>{contactUsMessages.followUs}</h3>
          <ul>
            {codes.map(({ name, image }) => (
              <li key={name}>
                <figure>
                  <img src={image} alt={contactUsMessages.qrCode(name)} loading="lazy" />
                  <figcaption>{name}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </Follow>
      )}
    </div>
  );
}

/** The contact menu's own items (offices, campuses …); nothing when it has none. */
function ContactItems({ menu, pending }: { menu: MenuEntry | null; pending: boolean }) {
  const list = useContentList(menu?.id ?? null, CONTACT_LIST);
  const headingId = useId();
  if (!pending && !list.isLoading && !list.isError && list.isEmpty) return null;
  return (
    <Band $tone="muted" aria-labelledby={headingId}>
      <Container>
        <BandHeader>
          <BandHeading id={headingId}>{contactUsMessages.moreContacts}</BandHeading>
        </BandHeader>
        <ContentStates
          state={{ ...list, isLoading: pending || list.isLoading }}
          skeleton={
            <Grid $columns={3}>
              {Array.from({ length: 3 }, (_, index) => (
                <li key={index}>
                  <SkeletonBlock $height={CONTACT_CARD_HEIGHT} />
                </li>
              ))}
            </Grid>
          }
        >
          <Grid $columns={3}>
            {list.items.map((item) => (
              <ContactCard key={item.id} className="animate">
                <h3>{item.title}</h3>
                <Clamp $lines={3}>{item.summary}</Clamp>
                <ContentLink item={item}>
                  {contentMessages.readMore}
                  <span className="visually-hidden">{item.title}</span>
                </ContentLink>
              </ContactCard>
            ))}
          </Grid>
        </ContentStates>
      </Container>
    </Band>
  );
}

/**
 * The site's campuses (the same cards as the campus finder), under the heading of the 交通指引
 * menu when the page has one, with a link to its page; nothing when the site has no campus.
 */
function Campuses({ menu }: { menu: MenuEntry | null }) {
  const headingId = useId();
  return (
    <Band $tone="muted" aria-labelledby={headingId}>
      <Container>
        <BandHeader>
          <BandHeading id={headingId}>{menu?.name ?? contactUsMessages.campuses}</BandHeading>
        </BandHeader>
        <CampusList withFilter={false} />
        {menu && (
          <FinderLink>
            <MenuLink menu={menu}>{campusMessages.finderLink}</MenuLink>
          </FinderLink>
        )}
      </Container>
    </Band>
  );
}

/** A contact text in full (its page would be this page again). */
function ContactText({ menu }: { menu: MenuEntry }) {
  const intro = usePageIntro(menu);
  return <PageIntro intro={intro} tone="muted" />;
}

/**
 * How to reach the school: the site's address, phone and e-mail (tap to call or write), its
 * QR codes and the lead form side by side; then the contact menu's items and sections.
 */
export default function ContactUs(_props: TemplateProps) {
  const page = usePageMenu(PATH);
  const headingId = useId();

  return (
    <>
      <PageBanner title={page.menu?.name ?? contactUsMessages.title} />
      <Band $tone="plain" aria-labelledby={headingId}>
        <Container>
          <Layout>
            <div>
              <BandHeader>
                <BandHeading id={headingId}>{contactUsMessages.contactDetails}</BandHeading>
              </BandHeader>
              <ContactDetails />
            </div>
            <LeadForm title={contactUsMessages.formTitle} />
          </Layout>
        </Container>
      </Band>
      <Campuses menu={page.sections.find(isCampusMenu) ?? null} />
      <ContactItems menu={page.menu} pending={page.isLoading} />
      {page.sections.filter(isContactText).map((menu) => (
        <ContactText key={menu.id} menu={menu} />
      ))}
      <MenuSections sections={page.sections.filter(isOtherSection)} layouts={CARDS} firstTone="plain" />
    </>
  );
}
