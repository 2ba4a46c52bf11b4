import styled from 'styled-components';
import {
  useDetailsCoworkerQuery,
  useLazyListCoworkerQuery,
  useListCoworkerQuery,
  useRemoveCoworkerMutation,
  useSaveCoworkerMutation,
  useSortCoworkerMutation,
} from '@/api/generated/cms-api';
import { type CoworkerAdmin, type CoworkerAdminDetails, CoworkerSaveBody } from '@contract/coworker';
import { MutedText } from '../ui/layout';
import { defineResource, statusColumn } from '../ui/resource';
import { coworkerMessages } from './messages';

const Avatar = styled.img`
  display: block;
  width: 48px;
  height: 48px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

/**
 * 师资团队: one platform's teachers in their display order, in pages with a keyword filter: name,
 * title, avatar (upload or library), subjects, summary, the details page's text, shown or not.
 */
export const resource = defineResource<CoworkerAdmin, CoworkerAdminDetails, CoworkerSaveBody>({
  texts: coworkerMessages,
  body: CoworkerSaveBody,
  form: [
    { key: 'name' },
    { key: 'title' },
    { key: 'avatar', kind: 'image', recommended: [600, 800] },
    { key: 'subjects' },
    { key: 'summary', kind: 'textarea' },
    { key: 'bio', kind: 'html' },
  ],
  nameOf: (coworker) => coworker.name,
  columns: [
    {
      key: 'avatar',
      cell: (row) =>
        row.avatar ? (
          <Avatar src={row.avatar} alt={coworkerMessages.avatarAlt(row.name)} loading="lazy" />
        ) : (
          <MutedText>{coworkerMessages.noAvatar}</MutedText>
        ),
    },
    'name',
    'title',
    'subjects',
    statusColumn(coworkerMessages.status, coworkerMessages.statusOn, coworkerMessages.statusOff),
  ],
  list: {
    kind: 'paged',
    search: {
      label: coworkerMessages.keyword,
      hint: coworkerMessages.keywordHint,
      maxLength: 50,
      orderNeedsAll: coworkerMessages.orderNeedsAll,
    },
    useList: useListCoworkerQuery,
    useLazyList: useLazyListCoworkerQuery,
    useRemove: useRemoveCoworkerMutation,
    useSort: useSortCoworkerMutation,
  },
  useDetails: useDetailsCoworkerQuery,
  useSave: useSaveCoworkerMutation,
  revisions: 'coworker',
});
