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

/** A generated details hook (`useDetails…Query`), as a record screen calls it. */
export type DetailsHook<Result> = (
  arg: { id: number },
  options: { skip: boolean; refetchOnMountOrArgChange: boolean },
) => Result;

/**
 * The record of a `/:id` screen, asked afresh on each visit: the details call's result, its id,
 * and `missing` when there is none to show (an id that cannot be one, or the call failed).
 * `skip`: stop asking (a record being deleted).
 */
export function useRecordDetails<Result extends { isError: boolean }>(
  useDetails: DetailsHook<Result>,
  { skip = false }: { skip?: boolean } = {},
) {
  const { id, valid } = useRecordId();
  const result = useDetails({ id }, { skip: !valid || skip, refetchOnMountOrArgChange: true });
  return { ...result, id, missing: !valid || result.isError };
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
