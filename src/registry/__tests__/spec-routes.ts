/** The routes of spec §2 (public-site.md), written out as the spec lists them. */
export const FIXED_TITLE_ROUTES = [
  'home',
  'academic_education',
  'online_registration',
  'recruit',
  'yes_teacher',
  'education',
  'student',
  'self_business',
  'vocation',
  'feature',
  'concact_us',
  'about_us',
];

export const MENU_ID_ROUTES = [
  'info',
  'info_content',
  'info_content_banner',
  'time_axis_portrait_list',
  'image_list_3n',
  'image_list_new3n',
  'image_list_new1n',
  'image_list_4n',
  'image_list_s4n',
  'image_banner',
  'image_personnel_info',
  'image_ver_alt_list',
  'word_card',
  'word_list1',
  'word_list3',
  'word_list7',
  'word_list13',
  'word_list14',
  'word_list16',
  'word_list20',
  'article_details',
];

export const QUERY_ID_ROUTES = [
  'word_list2',
  'word_list4',
  'word_list5',
  'word_list6',
  'word_list8',
  'word_list11',
  'word_list12',
  'word_list15',
];

/** Templates this project added beyond spec §2, each keyed by query id (校区查询, issue 39). */
export const ADDED_QUERY_ID_ROUTES = ['campus_finder'];
