import { useId } from 'react';
import styled from 'styled-components';
import { useSiteSetting } from '@/features/site-menu/use-site';
import { LEAD_FORM_PAGE_PATH } from '@/lib/constants';
import { telHref } from '@/lib/phone-link';
import { PrimaryAnchor, SecondaryLink } from './enroll-card';
import { enrollMessages } from './messages';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0 0 ${({ theme }) => theme.space[5]}px;
  padding-top: ${({ theme }) => theme.space[4]}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes[3]}px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** When results are published (the site settings' 录取查询说明): the not-found answer says it. */
const Notice = styled.p`
  padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[4]}px`};
  border-radius: ${({ theme }) => theme.radii.medium}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  && {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/**
 * What a visitor of the lookup can do next (issue 21 item 6): call the site's number (a `tel:`
 * link, the number shown) or leave a call-back request. With no admission found, it first says
 * when results are published.
 */
export function LookupHelp({ found }: { found: boolean }) {
  const headingId = useId();
  const { data: setting } = useSiteSetting();
  const phone = setting?.phone.trim() ?? '';
  const tel = telHref(phone);
  const notice = found ? '' : (setting?.enrollNotice.trim() ?? '');
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{found ? enrollMessages.nextSteps : enrollMessages.helpTitle}</h2>
      {notice && <Notice>{notice}</Notice>}
      <p>{found ? enrollMessages.nextStepsIntro : enrollMessages.helpIntro}</p>
      {tel ? (
        <PrimaryAnchor href={tel}>{enrollMessages.callHotline(phone)}</PrimaryAnchor>
      ) : (
        phone && <p>{enrollMessages.hotline(phone)}</p>
      )}
      <SecondaryLink to={LEAD_FORM_PAGE_PATH}>{enrollMessages.consult}</SecondaryLink>
    </Section>
  );
}
