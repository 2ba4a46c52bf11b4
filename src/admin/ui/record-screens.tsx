import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { SecondaryLink } from './buttons';
import { uiMessages } from './messages';
import { PageHeader } from './page-header';

/** The record id of a `/:id` address, and whether it can be one (a whole number above 0). */
function useRecordId() {
  const { id: rawId } = useParams();
  const id = Number(rawId);
  return { id, valid: Number.isInteger(id) && id > 0 };
}

/** What a record screen reads of a details call's result (RTK Query's, of `useDetails…Query`). */
export type DetailsResult<Stored = unknown> = {
  data?: Stored;
  isError: boolean;
  isFetching: boolean;
  startedTimeStamp?: number;
  fulfilledTimeStamp?: number;
  refetch: () => unknown;
};

/** A generated details hook (`useDetails…Query`), as a record screen calls it. */
export type DetailsHook<Result> = (
  arg: { id: number },
  options: { skip: boolean; refetchOnMountOrArgChange: boolean },
) => Result;

/**
 * The record of a `/:id` screen, asked afresh on each visit: the details call's result, its id,
 * and `missing` when there is none to show (an id that cannot be one, or the call failed).
 * `data` is only the answer to this visit's call: a copy cached by an earlier visit is not shown,
 * so that nobody starts editing an old copy that the fresh one would then replace.
 * `skip`: stop asking (a record being deleted).
 */
export function useRecordDetails<Result extends DetailsResult>(
  useDetails: DetailsHook<Result>,
  { skip = false }: { skip?: boolean } = {},
) {
  const { id, valid } = useRecordId();
  const [visitedAt] = useState(Date.now);
  const result = useDetails({ id }, { skip: !valid || skip, refetchOnMountOrArgChange: true });
  // This visit's answer: asked, and answered, since the screen opened. A call already on its way
  // when it opened (an earlier visit's, answered now) may hold a copy older than a colleague's
  // save made in between: it is asked again once it is answered.
  const fresh = (result.startedTimeStamp ?? 0) >= visitedAt && (result.fulfilledTimeStamp ?? 0) >= visitedAt;
  const stale =
    valid && !skip && !fresh && !result.isFetching && !result.isError && result.data !== undefined;
  const { refetch } = result;
  useEffect(() => {
    if (stale) void refetch();
  }, [stale, refetch]);
  return {
    ...result,
    data: fresh ? (result.data as Result['data']) : undefined,
    id,
    missing: !valid || result.isError,
  };
}

/** A record screen before its record: not there (`missing`), else loading. */
export function RecordPending({
  missing,
  titles,
  backTo,
  backLabel,
}: {
  missing: boolean;
  /** The screen's title while it has no record, and what it says when there is none. */
  titles: { editTitleLoading: string; notFound: string };
  backTo: string;
  backLabel?: string;
}) {
  return missing ? (
    <RecordNotFound
      title={titles.editTitleLoading}
      message={titles.notFound}
      backTo={backTo}
      backLabel={backLabel}
    />
  ) : (
    <RecordLoading title={titles.editTitleLoading} />
  );
}

/** A record screen whose record is not there (a wrong id, or deleted since): says so, and the way back. */
export function RecordNotFound({
  title,
  message,
  backTo,
  backLabel = uiMessages.backToList,
}: {
  title: string;
  message: string;
  backTo: string;
  backLabel?: string;
}) {
  return (
    <>
      <PageHeader title={title} />
      <p>{message}</p>
      <SecondaryLink to={backTo}>{backLabel}</SecondaryLink>
    </>
  );
}

/** A record screen while its record loads. */
export function RecordLoading({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <p role="status">{uiMessages.loading}</p>
    </>
  );
}
