import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CampusAdmin, CampusAdminQuery, CampusSaveBody, COORDINATES_INVALID } from '@contract/campus';
import { coordinatesText, parseCoordinates } from '@contract/map-links';
import { badInput, contentUrl, requiredText } from '../../../../lib/content-input';
import type { RowOf } from '../../../../repositories/content-table';
import { CAMPUS_ADMIN } from '../../../../repositories/campus';
import { valuesFromBody } from '../../../../repositories/row-mapping';
import { platformRecordRoutes } from './admin-common';

/** Coordinates as stored: `经度,纬度` in range, or null when left empty. */
function storedCoordinates(text: string | null | undefined): string | null {
  if (!text?.trim()) return null;
  const point = parseCoordinates(text);
  if (!point) throw badInput(COORDINATES_INVALID, 'coordinates');
  return coordinatesText(point);
}

/** A save's columns: each body field trimmed, the switch 0/1, except these. */
const valuesOf = valuesFromBody('campus', CampusSaveBody, {
  name: (name) => requiredText(name, '请输入校区名称', 'name'),
  city: (city) => requiredText(city, '请输入所在城市', 'city'),
  address: (address) => requiredText(address, '请输入详细地址', 'address'),
  picture: (picture) => contentUrl(picture, '校区图片地址', 'picture'),
  coordinates: storedCoordinates,
});

/** /api/cms/web/siteCampus, back office: list (hidden ones too), details, save, remove, sort (per platform). */
const campusAdminRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const present = (row: RowOf<'campus'>) => CAMPUS_ADMIN.fromRow(row);
  platformRecordRoutes(
    fastify,
    {
      table: 'campus',
      entity: 'siteCampus',
      notFound: '校区不存在',
      groupBy: ['platform'],
      what: '校区',
      label: 'name',
    },
    {
      list: { query: CampusAdminQuery, item: CampusAdmin, present },
      details: { response: CampusAdmin, present },
      save: { body: CampusSaveBody, prepare: valuesOf },
    },
  );
};

export default campusAdminRoutes;
