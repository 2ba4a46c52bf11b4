import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  cmsApi,
  useDenyReviewMutation,
  useDetailsReviewQuery,
  usePassReviewMutation,
  useWithdrawReviewMutation,
} from '@/api/generated/cms-api';
import type { ServerData } from '@/api/generated/server-types';
import { confirmDialog } from '@/features/feedback/dialogs';
import { showSuccessToast } from '@/features/feedback/toast';
import { AD_LAW_FIELDS } from '@contract/ad-law';
import { CODE } from '@contract/codes';
import { collectionOf } from '@contract/collections';
import { PLATFORM_NAMES } from '@contract/platform';
import { OPEN_REVIEW_STATES, REVIEW_KINDS, REVIEW_STATES } from '@contract/review';
import { can } from '@contract/roles';
import { AdLawCheckedHits } from '../ad-law/ad-law-hits';
import { AdLawOverrideDialog } from '../ad-law/ad-law-override';
import type { AdLawFields } from '../ad-law/use-ad-law-check';
import { selectStaff } from '../app/session-slice';
import { useConsoleDispatch, useConsoleSelector } from '../app/store';
import { FieldComparison, OnlyChangedToggle } from '../revisions/field-comparison';
import { recordTag } from '../revisions/record-tag';
import { DangerButton, PrimaryButton, SecondaryButton, SecondaryLink } from '../ui/buttons';
import { RadioFieldset } from '../ui/form-field';
import { formatDateTime } from '../ui/format';
import { inlineRowStyle, MutedText, Notice, Panel, SectionTitle } from '../ui/layout';
import { PageHeader } from '../ui/page-header';
import { RecordPending, useRecordDetails } from '../ui/record-screens';
import { refusalOf } from '../ui/server-message';
import { DenyDialog } from './deny-dialog';
import { reviewMessages as t } from './messages';
import { editPathOf, reviewListPath } from './review-links';

type Details = ServerData<'/api/cms/web/review/details', 'get'>;
type Publish = 'scheduled' | 'now';

const Section = styled(Panel)`
  margin-bottom: ${({ theme }) => theme.space[5]}px;
`;

/** The request's facts, term beside value; a long value wraps. */
const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
  margin: 0;
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const Toolbar = styled.div`
  ${inlineRowStyle};
  margin-bottom: ${({ theme }) => theme.space[3]}px;
`;

const Actions = styled.div`
  ${inlineRowStyle};
`;

/** The proposed texts the advertising law reads, by the save body's property (AD_LAW_FIELDS). */
function proposedTexts(details: Details): AdLawFields {
  const after = new Map(details.fields.map((field) => [field.key, field.after]));
  return Object.fromEntries(
    AD_LAW_FIELDS[details.entity].map(({ key }) => [key, after.get(key) ?? null]),
  ) as AdLawFields;
}

/**
 * 审核详情: one request — what, where, whose, when, where it stands (and the reviewer's comment on
 * a return) — and its fields as published beside as proposed (only the changed ones at first;
 * rich text word by word), the proposed texts' advertising-law hits; for a reviewer who may decide,
 * 通过并发布 (at the proposed time or now, when it is in the future) and 退回修改 with a comment;
 * else why not. 撤销 for its author and the site's reviewers while it is open; 打开编辑页.
 */
export function ReviewDetailsPage() {
  const navigate = useNavigate();
  const dispatch = useConsoleDispatch();
  const staff = useConsoleSelector(selectStaff);
  const roles = staff?.roles ?? [];
  // Once decided here, the request is not asked for again before the queue shows.
  const [done, setDone] = useState(false);
  const { id, data, missing } = useRecordDetails(useDetailsReviewQuery, { skip: done });
  const [pass, { isLoading: passing }] = usePassReviewMutation();
  const [deny, { isLoading: denying }] = useDenyReviewMutation();
  const [withdraw, { isLoading: withdrawing }] = useWithdrawReviewMutation();
  const [onlyChanged, setOnlyChanged] = useState(true);
  const [publish, setPublish] = useState<Publish>('scheduled');
  const [overrideMessage, setOverrideMessage] = useState<string | null>(null);
  const [denyOpen, setDenyOpen] = useState(false);
  const [denyError, setDenyError] = useState<string | null>(null);

  if (missing || !data)
    return (
      <RecordPending
        missing={missing}
        titles={{ editTitleLoading: t.detailsTitleLoading, notFound: t.notFound }}
        backTo="/review"
      />
    );

  const name = data.name || t.untitled;
  const collection = collectionOf(data.entity);
  const mine = staff !== null && data.authorId === staff.id;
  const reviewsSite = can(roles, 'review', data.platform);
  const open = (OPEN_REVIEW_STATES as readonly string[]).includes(data.state);
  const backTo = reviewsSite ? '/review' : reviewListPath({ view: 'mine', state: data.state });
  const publishAt = data.scheduledAt ? publish : undefined;
  const busy = passing || denying || withdrawing;

  const leave = (message: string, to = '/review') => {
    setDone(true);
    showSuccessToast(message);
    navigate(to);
  };

  const onPass = async (adLawOverride?: string) => {
    const result = await pass({
      id,
      ...(publishAt && { publish: publishAt }),
      ...(adLawOverride && { adLawOverride }),
    });
    if ('error' in result) {
      const refusal = refusalOf(result.error);
      // The advertising law stopped it: the reviewer may pass it with a reason (the dialog).
      setOverrideMessage(refusal?.code === CODE.adLawHit && refusal ? refusal.message : null);
      return;
    }
    setOverrideMessage(null);
    // The approval saved the record: its lists and details are read again.
    dispatch(cmsApi.util.invalidateTags([recordTag(data.entity)]));
    leave(
      publishAt === 'scheduled' && data.scheduledAt
        ? t.passedScheduled(name, formatDateTime(data.scheduledAt))
        : t.passed(name),
    );
  };

  const onDeny = async (comment: string) => {
    setDenyError(null);
    const result = await deny({ id, comment });
    if ('error' in result) {
      const refusal = refusalOf(result.error);
      if (refusal?.field === 'comment') setDenyError(refusal.message);
      return;
    }
    setDenyOpen(false);
    leave(t.denied(name));
  };

  const onWithdraw = async () => {
    const confirmed = await confirmDialog({
      title: t.withdrawTitle,
      message: t.withdrawConfirm(name),
      confirmText: t.withdrawOk,
    });
    if (!confirmed) return;
    const result = await withdraw({ id });
    if ('error' in result) return;
    leave(t.withdrawn(name), backTo);
  };

  const changed = data.fields.some((field) => field.changed);

  return (
    <>
      <PageHeader
        title={t.detailsTitle(name)}
        actions={
          <>
            <SecondaryLink to={backTo}>{t.backToList}</SecondaryLink>
            {can(roles, collection.action, data.platform) ? (
              <SecondaryLink to={editPathOf(data)}>{t.openEditor}</SecondaryLink>
            ) : null}
          </>
        }
      />
      <Section aria-labelledby="review-facts">
        <SectionTitle id="review-facts">{t.facts}</SectionTitle>
        <Facts>
          <dt>{t.type}</dt>
          <dd>{collection.label}</dd>
          <dt>{t.site}</dt>
          <dd>{PLATFORM_NAMES[data.platform]}</dd>
          <dt>{t.kind}</dt>
          <dd>{REVIEW_KINDS[data.kind]}</dd>
          <dt>{t.author}</dt>
          <dd>{data.authorName}</dd>
          <dt>{t.submittedAt}</dt>
          <dd>
            {data.submittedAt ? formatDateTime(data.submittedAt) : <MutedText>{t.notSubmitted}</MutedText>}
          </dd>
          <dt>{t.state}</dt>
          <dd data-testid="review-state">{REVIEW_STATES[data.state]}</dd>
          {data.reviewerName ? (
            <>
              <dt>{t.reviewer}</dt>
              <dd>{data.reviewerName}</dd>
            </>
          ) : null}
          {data.decidedAt ? (
            <>
              <dt>{t.decidedAt}</dt>
              <dd>{formatDateTime(data.decidedAt)}</dd>
            </>
          ) : null}
        </Facts>
      </Section>
      {data.state === 'returned' && data.comment ? (
        <Notice role="note">{t.returnedComment(data.comment)}</Notice>
      ) : null}
      {data.published ? null : <Notice>{t.unpublished(collection.recordLabel)}</Notice>}

      <Section aria-labelledby="review-compare">
        <SectionTitle id="review-compare">{t.compareTitle}</SectionTitle>
        <Toolbar>
          <OnlyChangedToggle checked={onlyChanged} onChange={setOnlyChanged} />
        </Toolbar>
        <AdLawCheckedHits entity={data.entity} fields={proposedTexts(data)} />
        {onlyChanged && !changed ? (
          <p>{t.noChanges}</p>
        ) : (
          <FieldComparison
            fields={data.fields}
            onlyChanged={onlyChanged}
            caption={t.compareCaption}
            beforeHeading={t.published}
            afterHeading={t.proposed}
          />
        )}
      </Section>

      <Section aria-labelledby="review-decision">
        <SectionTitle id="review-decision">{t.decision}</SectionTitle>
        {data.canDecide ? (
          data.scheduledAt ? (
            <RadioFieldset<Publish>
              legend={t.publishChoice}
              name="publish"
              choices={[
                ['scheduled', t.publishScheduled(formatDateTime(data.scheduledAt))],
                ['now', t.publishNow],
              ]}
              value={publish}
              onChange={setPublish}
            />
          ) : null
        ) : data.approveRefusal ? (
          <Notice>
            {t.cannotDecide}
            {data.approveRefusal}
          </Notice>
        ) : null}
        <Actions>
          {data.canDecide ? (
            <>
              <PrimaryButton type="button" disabled={busy} onClick={() => void onPass()}>
                {passing ? t.passing : t.pass}
              </PrimaryButton>
              <SecondaryButton
                type="button"
                disabled={busy}
                onClick={() => {
                  setDenyError(null);
                  setDenyOpen(true);
                }}
              >
                {t.deny}
              </SecondaryButton>
            </>
          ) : null}
          {open && (mine || reviewsSite) ? (
            <DangerButton type="button" disabled={busy} onClick={() => void onWithdraw()}>
              {t.withdraw}
            </DangerButton>
          ) : null}
        </Actions>
      </Section>

      {overrideMessage !== null ? (
        <AdLawOverrideDialog
          message={overrideMessage}
          busy={passing}
          onConfirm={(reason) => void onPass(reason)}
          onCancel={() => setOverrideMessage(null)}
        />
      ) : null}
      {denyOpen ? (
        <DenyDialog
          name={name}
          busy={denying}
          error={denyError}
          onConfirm={(comment) => void onDeny(comment)}
          onCancel={() => setDenyOpen(false)}
        />
      ) : null}
    </>
  );
}
