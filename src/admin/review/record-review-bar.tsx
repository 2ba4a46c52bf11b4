import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Platform } from '@contract/common';
import type { ReviewedEntity } from '@contract/review';
import { useDetailsOfRecordReviewQuery, useSubmitReviewMutation } from '@/api/generated/cms-api';
import { showSuccessToast } from '@/features/feedback/toast';
import { SecondaryButton } from '../ui/buttons';
import { FieldError } from '../ui/form-field';
import { Notice } from '../ui/layout';
import { refusalOf } from '../ui/server-message';
import { useReviewRule } from './use-review-rule';

/** The bar's words (review before publishing, issue 37 item 2). */
export const recordReviewWords = {
  mustSubmit:
    '本站发布需审核：保存的修改先作为待审修改保留，网站仍显示已发布的版本；提交审核、审核人通过后才发布。',
  mustSubmitDraft: '本站发布需审核：尚未发布的内容保存为草稿，提交审核、审核人通过后才发布。',
  pending: '已提交审核，等待审核人处理；此时再修改需重新提交。',
  draft: '有尚未提交的修改：网站仍显示已发布的版本。',
  returned: (reviewer: string, comment: string) => `${reviewer}退回了修改：${comment}`,
  othersPending: (author: string) => `${author}提交的修改正在等待审核。`,
  open: '查看审核记录',
  submit: '提交审核',
  submitting: '正在提交…',
  submitted: '已提交审核，审核人通过后发布',
} as const;

/**
 * Above a reviewed record's form (a menu, a banner, a site's settings; the content editor has
 * its own buttons): where the record's review stands — the caller's proposal not yet submitted,
 * waiting, or returned with the reviewer's comment — and, where the caller must submit,
 * 提交审核 (`withSubmit`). Nothing on a site without review and a record without a request.
 */
export function RecordReviewBar({
  entity,
  recordId,
  platform,
  published,
  withSubmit = true,
}: {
  entity: ReviewedEntity;
  /** The record; a site's settings are found by their platform. */
  recordId?: number;
  platform: Platform;
  /** Whether the public sees the record (an unpublished one is submitted for publication). */
  published: boolean;
  withSubmit?: boolean;
}) {
  const rule = useReviewRule(platform);
  // A save that made a proposal invalidates it (the 'Review' tag: ui/use-save-then-back.ts).
  const { data } = useDetailsOfRecordReviewQuery(
    recordId === undefined ? { entity, platform } : { entity, recordId },
  );
  const [submit, { isLoading }] = useSubmitReviewMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const open = data?.open ?? null;
  const mustSubmit = data?.mustSubmit ?? rule.mustSubmit;
  if (!mustSubmit && !(open && open.state === 'pending')) return null;

  // The content editor says the rule beside its own buttons: here only where its request stands.
  if (!withSubmit && !open) return null;
  const link = open ? <Link to={`/review/${open.id}`}>{recordReviewWords.open}</Link> : null;
  if (!mustSubmit && open)
    return (
      <Notice role="status">
        {recordReviewWords.othersPending(open.authorName)} {link}
      </Notice>
    );
  const text =
    open?.state === 'pending'
      ? recordReviewWords.pending
      : open?.state === 'returned'
        ? recordReviewWords.returned(open.reviewerName ?? '审核人', open.comment ?? '')
        : open
          ? recordReviewWords.draft
          : published
            ? recordReviewWords.mustSubmit
            : recordReviewWords.mustSubmitDraft;
  // Something to submit: the caller's saved proposal, or an unpublished record's publication.
  const submittable = open ? open.state !== 'pending' : !published;
  return (
    <Notice role="status">
      {text} {link}
      {withSubmit && submittable ? (
        <>
          {' '}
          <SecondaryButton
            type="button"
            disabled={isLoading}
            onClick={async () => {
              setRefusal(null);
              if (!data) return;
              const answer = await submit({ entity, recordId: data.recordId });
              if ('error' in answer) setRefusal(refusalOf(answer.error)?.message ?? null);
              else showSuccessToast(recordReviewWords.submitted);
            }}
          >
            {isLoading ? recordReviewWords.submitting : recordReviewWords.submit}
          </SecondaryButton>
        </>
      ) : null}
      {refusal ? <FieldError role="alert">{refusal}</FieldError> : null}
    </Notice>
  );
}
