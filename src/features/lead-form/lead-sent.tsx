import type { Ref } from 'react';
import styled from 'styled-components';
import { LEAD_NEXT_STEPS_DEFAULT } from '@contract/lead-notice';
import type { SiteSetting } from '@contract/site-setting';
import { telHref } from '@/lib/phone-link';
import { leadMessages } from './messages';

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  width: 100%;
  padding: ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: ${({ theme }) => theme.space[1]}px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.medium}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  p {
    margin: 0;
    line-height: 1.7;
  }
`;

const Heading = styled.p`
  font-size: ${({ theme }) => theme.fontSizes[4]}px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

/** The hotline is the panel's one action: large enough for a thumb. */
const Hotline = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-size: ${({ theme }) => theme.fontSizes[3]}px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
`;

const Again = styled.button`
  justify-self: start;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.medium}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes[2]}px;
`;

export type LeadSentProps = {
  /** The site's settings: what happens next, the hotline and the working hours (none while loading). */
  setting: Pick<SiteSetting, 'phone' | 'workingHours' | 'leadNextSteps'> | undefined;
  /** 再填一份: the form again, empty. */
  onAgain: () => void;
  /** The panel itself: the form focuses it once it shows. */
  ref: Ref<HTMLDivElement>;
};

/**
 * What stays in the form's place once a lead is stored (issue 38 item 4): 提交成功, what happens
 * next, the hotline as a `tel:` link and the working hours, from the site's settings. A status
 * region, focused when it appears, so screen readers say it (the form it replaces had the focus).
 */
export function LeadSent({ setting, onAgain, ref }: LeadSentProps) {
  const phone = setting?.phone.trim() ?? '';
  const tel = telHref(phone);
  const hours = setting?.workingHours.trim() ?? '';
  return (
    <Panel ref={ref} role="status" aria-live="polite" tabIndex={-1} data-lead-sent="">
      <Heading>{leadMessages.sentTitle}</Heading>
      <p>{setting?.leadNextSteps.trim() || LEAD_NEXT_STEPS_DEFAULT}</p>
      {phone ? (
        <p>
          {leadMessages.hotline}
          {tel ? <Hotline href={tel}>{phone}</Hotline> : phone}
        </p>
      ) : null}
      {hours ? (
        <p>
          {leadMessages.workingHours}
          {hours}
        </p>
      ) : null}
      <Again type="button" onClick={onAgain}>
        {leadMessages.again}
      </Again>
    </Panel>
  );
}
