import { useGetSummaryLeadAlertQuery } from '@/api/generated/cms-api';
import { PLATFORM_NAMES, isPlatform } from '@contract/platform';
import { teamAlertMessages as t } from '../team-alerts/messages';
import { SecondaryButton } from '../ui/buttons';
import { Notice, SectionTitle } from '../ui/layout';
import { Count, CountCard, CountCards, CountHint, CountLabel, CountSection, CountUnit } from './count-cards';
import { homeMessages } from './messages';

type CardKey = keyof typeof t.homeCards;

const LINKS: Record<CardKey, string> = {
  failing: '/alert-settings',
  failedRecently: '/alert-log?state=failed',
  waiting: '/alert-log?state=pending',
};

/**
 * 首页's 线索通知 (issue 38 item 2), for whoever manages a site's lead alerts: the destinations
 * that are 异常 (each named with its site and last failure), the deliveries given up lately and
 * those waiting, each card the screen that shows them.
 */
export function AlertSummaryCards() {
  const summary = useGetSummaryLeadAlertQuery();
  const data = summary.data;
  const counts: Record<CardKey, number> | undefined = data && {
    failing: data.failingTargets.length,
    failedRecently: data.failedRecently,
    waiting: data.waiting,
  };
  return (
    <CountSection aria-labelledby="home-alerts" aria-busy={summary.isLoading || undefined}>
      <SectionTitle id="home-alerts">{t.homeTitle}</SectionTitle>
      {summary.isError && !data ? (
        <Notice>
          {t.homeFailed}{' '}
          <SecondaryButton type="button" onClick={() => void summary.refetch()}>
            {homeMessages.retry}
          </SecondaryButton>
        </Notice>
      ) : null}
      {data?.failingTargets.map((target) => (
        <Notice key={target.id} role="alert">
          {t.homeFailing(
            target.name,
            isPlatform(target.platform) ? PLATFORM_NAMES[target.platform] : target.platform,
            target.consecutiveFailures,
            target.lastError,
          )}
        </Notice>
      ))}
      <CountCards>
        {(Object.keys(t.homeCards) as CardKey[]).map((key) => (
          <li key={key}>
            <CountCard to={LINKS[key]} data-testid={`alert-card-${key}`}>
              <CountLabel>{t.homeCards[key].label}</CountLabel>
              <Count>
                {counts ? counts[key] : homeMessages.loadingCount}
                {counts ? <CountUnit>{key === 'failing' ? t.unit : t.unitMessages}</CountUnit> : null}
              </Count>
              <CountHint>{t.homeCards[key].hint}</CountHint>
            </CountCard>
          </li>
        ))}
      </CountCards>
    </CountSection>
  );
}
