import styled from 'styled-components';
import { useGetSiteContentDetailsQuery } from '@/api/public-api';
import { contentMessages } from '@/features/content/messages';
import { RichText } from '@/features/content/rich-text';
import { personnelCardsMessages as messages } from './messages';

const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
  button {
    margin-left: ${({ theme }) => theme.space[2]}px;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

const Bio = styled(RichText)`
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
  line-height: 1.8;
`;

/** The bio is the body of the person's content item: loaded only when someone opens it. */
export function PersonBio({ contentId }: { contentId: number }) {
  const details = useGetSiteContentDetailsQuery({ id: contentId });

  if (details.isLoading) return <Status role="status">{messages.bioLoading}</Status>;
  if (details.isError) {
    return (
      <Status role="alert">
        {messages.bioFailed}
        <button type="button" onClick={() => void details.refetch()}>
          {contentMessages.retry}
        </button>
      </Status>
    );
  }
  const body = details.data?.body;
  return body ? <Bio html={body} /> : <Status>{messages.noBio}</Status>;
}
