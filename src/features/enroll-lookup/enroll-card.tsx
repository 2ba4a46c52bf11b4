import { type ReactNode, useId } from 'react';
import { SiteLink } from '@/lib/site-link';
import styled, { css } from 'styled-components';
import { HOME_PATH } from '@/lib/constants';
import { useSiteSetting } from '@/features/site-menu/use-site';
import { visuallyHidden } from '@/theme/global-style';
import { media } from '@/theme/theme';
import { enrollMessages } from './messages';
import { primaryButtonStyle } from '@/theme/buttons';

const LOGO_SRC = '/images/logo.svg';

const Page = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${({ theme }) => `${theme.space[5]}px ${theme.space[4]}px`};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

/** Wide enough for the 340 px field on larger screens; the full width on phones. */
const Card = styled.section`
  width: 100%;
  max-width: calc(${({ theme }) => theme.layout.inputWidth}px + 2 * ${({ theme }) => theme.space[6]}px);
  padding: ${({ theme }) => `${theme.space[6]}px ${theme.space[4]}px`};
  border-radius: ${({ theme }) => theme.radii.large}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${media.phoneLandscape} {
    padding: ${({ theme }) => theme.space[6]}px;
  }
`;

/** The site's logo and name, which lead home: whose lookup this is, on a page without a header. */
const BrandLink = styled(SiteLink)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  width: fit-content;
  margin: 0 auto ${({ theme }) => theme.space[4]}px;
  font-size: ${({ theme }) => theme.fontSizes[3]}px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primaryDark};
`;

const Logo = styled.img`
  height: ${({ theme }) => theme.space[7]}px;
  width: auto;
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[5]}px;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes[5]}px;
  color: ${({ theme }) => theme.colors.text};
`;

export const PrimaryButton = styled.button`
  display: block;
  width: 100%;
  ${primaryButtonStyle}
`;

const secondaryLook = css`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export const SecondaryButton = styled(PrimaryButton)`
  ${secondaryLook}
`;

/** Links with the buttons' looks (a call, a page): the full width, the label in the middle. */
const linkLook = css`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  ${primaryButtonStyle}
  text-align: center;
`;

export const PrimaryAnchor = styled.a`
  ${linkLook}
`;

export const SecondaryLink = styled(SiteLink)`
  ${linkLook}
  ${secondaryLook}
`;

/**
 * The admission pages stand outside the common layout: a centred card with the site's logo and
 * name (a link home) and a heading.
 */
export function EnrollCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  const siteTitle = useSiteSetting().data?.siteTitle;
  return (
    <Page>
      <Card aria-labelledby={headingId}>
        <BrandLink to={HOME_PATH}>
          <Logo src={LOGO_SRC} alt="" />
          {siteTitle ? (
            <span>
              {siteTitle}
              <Hidden>{enrollMessages.homeLinkAfterName}</Hidden>
            </span>
          ) : (
            <Hidden>{enrollMessages.homeLink}</Hidden>
          )}
        </BrandLink>
        <Heading id={headingId}>{title}</Heading>
        {children}
      </Card>
    </Page>
  );
}
