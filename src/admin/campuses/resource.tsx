import styled from 'styled-components';
import {
  useDetailsSiteCampusQuery,
  useListSiteCampusQuery,
  useRemoveSiteCampusMutation,
  useSaveSiteCampusMutation,
  useSortSiteCampusMutation,
} from '@/api/generated/cms-api';
import { type CampusAdmin, CampusSaveBody } from '@contract/campus';
import { MutedText } from '../ui/layout';
import { defineResource, statusColumn } from '../ui/resource';
import { campusMessages } from './messages';

const Picture = styled.img`
  display: block;
  width: 64px;
  height: 48px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.small}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

/**
 * 校区管理: one platform's campuses in their display order: name, city, address, phone, hours,
 * picture (upload or library) and optional coordinates (经度,纬度 in GCJ-02, as 高德's and
 * 腾讯's coordinate pickers give them); the site's map links use the point, else the address.
 */
export const resource = defineResource<CampusAdmin, CampusAdmin, CampusSaveBody>({
  texts: campusMessages,
  body: CampusSaveBody,
  form: [
    { row: [{ key: 'name' }, { key: 'city' }] },
    { key: 'address' },
    { row: [{ key: 'phone', inputMode: 'tel' }, { key: 'hours' }] },
    { key: 'picture', kind: 'image', recommended: [800, 600] },
    { key: 'coordinates' },
  ],
  nameOf: (campus) => campus.name,
  columns: [
    {
      key: 'picture',
      cell: (row) =>
        row.picture ? (
          <Picture src={row.picture} alt={campusMessages.pictureAlt(row.name)} loading="lazy" />
        ) : (
          <MutedText>{campusMessages.noPicture}</MutedText>
        ),
    },
    'name',
    'city',
    'address',
    'phone',
    {
      key: 'coordinates',
      cell: (row) => row.coordinates ?? <MutedText>{campusMessages.noCoordinates}</MutedText>,
    },
    statusColumn(campusMessages.status, campusMessages.statusOn, campusMessages.statusOff),
  ],
  list: {
    kind: 'ordered',
    useList: useListSiteCampusQuery,
    useRemove: useRemoveSiteCampusMutation,
    useSort: useSortSiteCampusMutation,
  },
  useDetails: useDetailsSiteCampusQuery,
  useSave: useSaveSiteCampusMutation,
  revisions: 'siteCampus',
});
