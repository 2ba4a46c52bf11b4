import { Type, type Static } from 'typebox';
import {
  Id,
  messages,
  named,
  NullableString,
  NullableText,
  PlatformName,
  PlatformQuery,
  RequiredPlatform,
  SortField,
  StatusField,
  Text,
} from './common';
import { MAX_CONTENT_URL_LENGTH } from './url-policy';

/**
 * 校区: a place of a site where visitors come (name, city, address, phone, hours, picture), and
 * optionally its coordinates, `经度,纬度` in GCJ-02 (the system of 高德 and 腾讯's coordinate
 * pickers; contract/map-links.ts reads it). Without them the map links search by address.
 */
export const Campus = Type.Object({
  id: Type.Integer(),
  platform: PlatformName,
  name: Type.String(),
  city: Type.String(),
  address: Type.String(),
  phone: Type.String(),
  hours: Type.String(),
  picture: NullableString,
  coordinates: NullableString,
  sort: Type.Integer(),
});
export type Campus = Static<typeof Campus>;

// ---- Back office (cms/web/campus: list, details, save, remove, sort) ----

export const CampusAdmin = Type.Object({ ...Campus.properties, status: Type.Boolean() });
export type CampusAdmin = Static<typeof CampusAdmin>;

/** A platform's campuses, or every platform's when none is given. */
export const CampusAdminQuery = PlatformQuery;
export type CampusAdminQuery = Static<typeof CampusAdminQuery>;

/** The message of coordinates that are not `经度,纬度` in range (map-links.ts parseCoordinates). */
export const COORDINATES_INVALID =
  '坐标格式为“经度,纬度”（GCJ-02，如 113.3245,23.1291）：经度在 -180 到 180 之间，纬度在 -90 到 90 之间';

export const CampusSaveBody = Type.Object({
  id: Type.Optional(Id('校区编号不正确')),
  platform: RequiredPlatform,
  name: Text(
    1,
    64,
    { missing: '请输入校区名称', invalid: '校区名称为 1 到 64 个字符' },
    named('校区名称', '如：广州天河学习中心；1 到 64 个字符'),
  ),
  city: Text(
    1,
    16,
    { missing: '请输入所在城市', invalid: '城市为 1 到 16 个字符' },
    named('城市', '校区查询按城市分组，如：广州；1 到 16 个字符'),
  ),
  address: Text(
    1,
    120,
    { missing: '请输入详细地址', invalid: '地址为 1 到 120 个字符' },
    named('详细地址', '省市区街道门牌，地图按它搜索；1 到 120 个字符'),
  ),
  phone: Text(
    0,
    32,
    { invalid: '电话不能超过 32 个字符' },
    named('咨询电话', '如：020-8888 6666；手机上可点按拨打'),
  ),
  hours: Text(
    0,
    64,
    { invalid: '开放时间不能超过 64 个字符' },
    named('开放时间', '如：周一至周日 9:00-21:00；不超过 64 个字符'),
  ),
  picture: NullableText(MAX_CONTENT_URL_LENGTH, '图片地址过长', named('校区图片')),
  coordinates: Type.Optional(
    Type.Unsafe<string | null>({
      ...named(
        '坐标（可不填）',
        '经度,纬度，GCJ-02 坐标（高德或腾讯地图的坐标拾取器给出的就是这种），如 113.3245,23.1291；不填则地图按地址搜索',
      ),
      type: ['string', 'null'],
      maxLength: 40,
      ...messages({ invalid: COORDINATES_INVALID }),
    }),
  ),
  status: StatusField,
  sort: SortField,
});
export type CampusSaveBody = Static<typeof CampusSaveBody>;
