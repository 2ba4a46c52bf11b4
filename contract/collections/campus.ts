import { Campus, CampusSaveBody } from '../campus';
import { defineCollection } from './collection';

/** 校区: each platform's campuses, for the campus finder, 联系我们 and 交通指引. */
export const campusCollection = defineCollection({
  key: 'siteCampus',
  table: 'campus',
  label: '校区',
  recordLabel: '校区',
  saveBody: CampusSaveBody,
  action: 'content',
  perSite: 'records',
  shownOnSite: true,
  revisions: true,
  reviewed: false,
  nameColumn: 'name',
  mediaColumns: ['picture'],
  apiPath: 'siteCampus',
  publicList: Campus,
  screen: {
    path: 'campuses',
    label: '校区管理',
    summary: '各平台的校区：城市、地址、电话、开放时间、图片和地图坐标。',
    group: 'content',
    kind: 'resource',
  },
});
