import styled from 'styled-components';
import { NO_CAMPAIGN_LABEL } from '@contract/lead-rules';
import { mediumLabel } from '@contract/lead-sources';
import type { LeadDetails } from '@contract/site-message';
import { contentTarget } from '@contract/url-policy';
import { Fields } from './lead-fields';
import { deviceLabel, fillTimeLabel, leadMessages } from './messages';

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
`;

const ABSOLUTE_WEB_URL = /^https?:\/\//i;

/**
 * The referrer as the visitor's browser sent it: a link only when it is a web address the url
 * policy allows (contract/url-policy.ts), opened without telling that site where staff came
 * from; anything else is text. Either way React writes it as text, never as markup.
 */
function Referrer({ referrer }: { referrer: string | null }) {
  if (!referrer) return <>{leadMessages.none}</>;
  const target = ABSOLUTE_WEB_URL.test(referrer.trim())
    ? contentTarget(referrer, window.location.origin)
    : null;
  return target ? (
    <a href={target.href} target="_blank" rel="noopener noreferrer nofollow">
      {referrer}
    </a>
  ) : (
    <>{referrer}</>
  );
}

const orNone = (value: string | null) => value ?? leadMessages.none;

/**
 * 来源与设备: where the lead's form was, how the visit began (landing page, referrer, campaign
 * parameters) and on what device. Every value came from the visitor's browser: shown as text.
 */
export function LeadAttribution({ lead }: { lead: LeadDetails }) {
  return (
    <Fields>
      <dt>{leadMessages.formPage}</dt>
      <dd>
        {lead.pageTitle ?? (lead.pagePath ? null : leadMessages.none)}
        {lead.pagePath ? <Muted>{lead.pagePath}</Muted> : null}
      </dd>
      <dt>{leadMessages.landingPage}</dt>
      <dd>{orNone(lead.landingPath)}</dd>
      <dt>{leadMessages.source}</dt>
      <dd>
        {lead.sourceLabel}
        {/* How the campaign's link spelled it (weixin_pyq for 微信), when that is not the source's name. */}
        {lead.utmSource !== null && lead.utmSource !== lead.sourceLabel ? (
          <Muted>{leadMessages.utmSourceAs(lead.utmSource)}</Muted>
        ) : null}
      </dd>
      <dt>{leadMessages.medium}</dt>
      <dd>{mediumLabel(lead.medium)}</dd>
      <dt>{leadMessages.campaign}</dt>
      <dd>{lead.campaign ?? NO_CAMPAIGN_LABEL}</dd>
      <dt>{leadMessages.utmTerm}</dt>
      <dd>{orNone(lead.utmTerm)}</dd>
      <dt>{leadMessages.utmContent}</dt>
      <dd>{orNone(lead.utmContent)}</dd>
      <dt>{leadMessages.referrer}</dt>
      <dd>
        <Referrer referrer={lead.referrer} />
      </dd>
      <dt>{leadMessages.siteAddress}</dt>
      <dd>{orNone(lead.address)}</dd>
      <dt>{leadMessages.device}</dt>
      <dd>{deviceLabel(lead.device)}</dd>
      <dt>{leadMessages.inWechat}</dt>
      <dd>{lead.inWechat ? leadMessages.yes : leadMessages.no}</dd>
      <dt>{leadMessages.fillTime}</dt>
      <dd>{fillTimeLabel(lead.fillMs)}</dd>
    </Fields>
  );
}
