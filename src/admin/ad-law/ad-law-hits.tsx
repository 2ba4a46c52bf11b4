import styled from 'styled-components';
import type { AdLawEntity, AdLawHit } from '@contract/ad-law';
import { inputWidthPlus } from '../ui/theme-helpers';
import { adLawMessages as t } from './messages';
import { type AdLawFields, useAdLawCheck } from './use-ad-law-check';

const Box = styled.div<{ $shown: boolean }>`
  max-width: ${inputWidthPlus(8, 8, 8)};
  margin: ${({ $shown, theme }) => ($shown ? `-${theme.space[2]}px 0 ${theme.space[4]}px` : '0')};
  padding: ${({ $shown, theme }) => ($shown ? `${theme.space[2]}px ${theme.space[3]}px` : '0')};
  border-left: ${({ $shown, theme }) => ($shown ? `4px solid ${theme.colors.warning}` : 'none')};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
`;
const Heading = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.warning};
  font-weight: 600;
`;
const List = styled.ul`
  margin: ${({ theme }) => theme.space[1]}px 0 0;
  padding-left: ${({ theme }) => theme.space[4]}px;
  li + li {
    margin-top: ${({ theme }) => theme.space[1]}px;
  }
`;
const Fragment = styled.q`
  overflow-wrap: anywhere;
  mark {
    padding: 0 ${({ theme }) => theme.space[1]}px;
    background: ${({ theme }) => theme.colors.accentFill};
    color: ${({ theme }) => theme.colors.text};
  }
`;
const Why = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A fragment's context on one line (a body's paragraphs are lines). */
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

/** One hit: the fragment in its context with the matched words marked, then why and which article. */
function HitLine({ hit, withLabel }: { hit: AdLawHit; withLabel: boolean }) {
  const cutBefore = hit.start > hit.before.length;
  const cutAfter = hit.afterCut;
  return (
    <li>
      {withLabel ? `${hit.label}：` : null}
      <Fragment>
        {cutBefore ? t.more : null}
        {oneLine(hit.before)}
        <mark>{hit.matched}</mark>
        {oneLine(hit.after)}
        {cutAfter ? t.more : null}
      </Fragment>
      <Why>{t.hit(hit.reason, hit.article)}</Why>
    </li>
  );
}

/**
 * A field's advertising-law hits, under its box (issue 37 item 3): the matched words marked in
 * their context, the reason and the article of each. A polite live region (role status), present
 * and empty when there is nothing to say, so a new hit is announced without taking the focus.
 * `withLabels`: the hits of several fields together (搜索标题 and 搜索描述), each named by its field.
 */
export function AdLawHits({
  hits,
  withLabels = false,
  className,
}: {
  hits: readonly AdLawHit[];
  withLabels?: boolean;
  className?: string;
}) {
  const shown = hits.length > 0;
  return (
    <Box role="status" $shown={shown} className={className}>
      {shown ? (
        <>
          <Heading>{t.heading(hits.length)}</Heading>
          <List>
            {hits.map((hit) => (
              <HitLine
                key={`${hit.field}-${hit.start}-${hit.end}-${hit.term}`}
                hit={hit}
                withLabel={withLabels}
              />
            ))}
          </List>
        </>
      ) : null}
    </Box>
  );
}

/**
 * A form that has no place of its own for the check (a resource definition's `after`): checks
 * `fields` itself and shows the hits of `field` (of all of them without one).
 */
export function AdLawCheckedHits({
  entity,
  fields,
  field,
}: {
  entity: AdLawEntity;
  fields: AdLawFields;
  field?: string;
}) {
  const check = useAdLawCheck(entity, fields);
  return <AdLawHits hits={field ? check.hitsOf(field) : check.hits} withLabels={field === undefined} />;
}
