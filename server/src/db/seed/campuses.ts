import type { Platform } from '@contract/common';
import { pictureOf } from './helpers';

export type CampusSeed = {
  status?: 0 | 1;
  name: string;
  city: string;
  address: string;
  phone: string;
  hours: string;
  /** `经度,纬度`, GCJ-02 (as 高德's picker gives it); none: the maps search the address. */
  coordinates: string | null;
};

const WEEK = '周一至周日 9:00-21:00';
const WORKDAYS = '周一至周五 9:00-18:00，周六 9:00-17:00';

/**
 * The group's learning centres: one in each of the 12 cities its texts name ("在 12 个城市设有
 * 学习中心"); 全国布局 lists the same (menus.ts reads this list).
 */
export const GROUP_CAMPUSES: CampusSeed[] = [
  {
    name: '广州天河学习中心',
    city: '广州',
    address: '广东省广州市天河区体育西路 191 号中石化大厦 8 楼',
    phone: '020-8888 6601',
    hours: WEEK,
    coordinates: '113.3245,23.1372',
  },
  {
    name: '深圳福田学习中心',
    city: '深圳',
    address: '广东省深圳市福田区深南中路 3024 号航空大厦 12 楼',
    phone: '0755-8888 6602',
    hours: WEEK,
    coordinates: '114.0862,22.5431',
  },
  {
    name: '杭州西湖学习中心',
    city: '杭州',
    address: '浙江省杭州市西湖区文三路 90 号东部软件园 3 号楼',
    phone: '0571-8888 6603',
    hours: WORKDAYS,
    coordinates: '120.1337,30.2794',
  },
  {
    name: '武汉洪山学习中心',
    city: '武汉',
    address: '湖北省武汉市洪山区珞喻路 152 号华乐商务中心 6 楼',
    phone: '027-8888 6604',
    hours: WORKDAYS,
    coordinates: '114.3650,30.5160',
  },
  {
    name: '成都武侯学习中心',
    city: '成都',
    address: '四川省成都市武侯区人民南路四段 27 号商鼎国际 9 楼',
    phone: '028-8888 6605',
    hours: WEEK,
    coordinates: '104.0668,30.6272',
  },
  {
    name: '南京鼓楼学习中心',
    city: '南京',
    address: '江苏省南京市鼓楼区中山路 268 号汇杰广场 15 楼',
    phone: '025-8888 6606',
    hours: WORKDAYS,
    coordinates: '118.7790,32.0590',
  },
  {
    name: '西安雁塔学习中心',
    city: '西安',
    address: '陕西省西安市雁塔区长安中路 33 号小寨赛格 11 楼',
    phone: '029-8888 6607',
    hours: WORKDAYS,
    coordinates: '108.9480,34.2240',
  },
  {
    name: '长沙芙蓉学习中心',
    city: '长沙',
    address: '湖南省长沙市芙蓉区五一大道 235 号湘域中央 7 楼',
    phone: '0731-8888 6608',
    hours: WEEK,
    coordinates: '112.9880,28.1950',
  },
  {
    name: '厦门思明学习中心',
    city: '厦门',
    address: '福建省厦门市思明区湖滨南路 90 号立信广场 10 楼',
    phone: '0592-888 6609',
    hours: WORKDAYS,
    coordinates: '118.0940,24.4720',
  },
  {
    name: '济南历下学习中心',
    city: '济南',
    address: '山东省济南市历下区泉城路 180 号齐鲁国际大厦 5 楼',
    phone: '0531-8888 6610',
    hours: WORKDAYS,
    coordinates: null,
  },
  {
    name: '郑州金水学习中心',
    city: '郑州',
    address: '河南省郑州市金水区花园路 39 号建业凯旋广场 8 楼',
    phone: '0371-8888 6611',
    hours: WORKDAYS,
    coordinates: '113.6720,34.7820',
  },
  {
    name: '重庆渝中学习中心',
    city: '重庆',
    address: '重庆市渝中区民族路 188 号环球金融中心 20 楼',
    phone: '023-8888 6612',
    hours: WEEK,
    coordinates: null,
  },
];

const [TIANHE, FUTIAN, XIHU] = GROUP_CAMPUSES as [CampusSeed, CampusSeed, CampusSeed];

/** Each site's campuses: the group all of them, the sub-sites the centres that teach their courses. */
export const CAMPUSES: Record<Platform, CampusSeed[]> = {
  company: GROUP_CAMPUSES,
  academic: [
    TIANHE,
    {
      ...FUTIAN,
      name: '深圳南山学习中心',
      address: '广东省深圳市南山区科技园南区高新南一道 9 号 6 楼',
      phone: '0755-8888 6622',
      coordinates: '113.9530,22.5410',
    },
    XIHU,
  ],
  selfStudy: [
    { ...TIANHE, name: '广州天河自考辅导中心', phone: '020-8888 6631' },
    { ...FUTIAN, name: '深圳福田自考辅导中心', phone: '0755-8888 6632' },
  ],
  vocational: [
    {
      name: '天河总部',
      city: '广州',
      address: '广东省广州市天河区华夏路 88 号华夏教育大厦 16 楼',
      phone: '020-8888 6641',
      hours: WORKDAYS,
      coordinates: '113.3270,23.1190',
    },
    {
      name: '番禺实训基地',
      city: '广州',
      address: '广东省广州市番禺区职教路 66 号华夏职业技能培训基地',
      phone: '020-8888 6642',
      hours: '周一至周六 8:30-17:30',
      coordinates: null,
    },
    {
      name: '佛山职业技能培训基地',
      city: '佛山',
      address: '广东省佛山市南海区桂城街道南海大道北 75 号',
      phone: '0757-8888 6643',
      hours: '周一至周六 8:30-17:30',
      coordinates: '113.1440,23.0330',
    },
  ],
};

/** A campus's picture: the demo's campus scenes, alternating. */
export const campusPicture = (index: number) => pictureOf('学习中心', index);
