import { useParams } from 'react-router-dom';
import { SecondaryLink } from './buttons';
import { uiMessages } from './messages';
import { PageHeader } from './page-header';

/** The record id of a `/:id` address, and whether it can be one (a whole number above 0). */
export function useRecordId() {
  const { id: rawId } = useParams();
  const id = Number(rawId);
  return { id, valid: Number.isInteger(id) && id > 0 };
}

/** The details call of an edit screen: skipped for an id that cannot be one, asked afresh on each visit. */
export const detailsOptions = (valid: boolean) => ({ skip: !valid, refetchOnMountOrArgChange: true });

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
