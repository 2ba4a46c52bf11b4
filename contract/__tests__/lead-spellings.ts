/**
 * How visitors write a phone number and how campaigns spell a source (issue 38 item 4): one
 * table for the contract's own test (contract/__tests__/lead-rules.test.ts, the browser's
 * project) and the lead call's (server/test/routes/api/cms/web/site-message-spellings.test.ts,
 * on both stores), so the form and the server are held to the same answers.
 */

/** A phone as typed, and the 11 digits stored — or null: refused with 请输入正确的手机号. */
export const PHONE_SPELLINGS: readonly (readonly [typed: string, stored: string | null])[] = [
  // The issue's own spellings.
  ['138 0013 8101', '13800138101'],
  ['+86 138 0013 8102', '13800138102'],
  ['0086-138-0013-8103', '13800138103'],
  ['１３８００１３８１０４', '13800138104'],
  ['+86 (138) 0013-8105', '13800138105'],
  ['138-0013-8106', '13800138106'],
  ['+86 (138) 0013-8000', '13800138000'],
  ['１３８００１３８０００', '13800138000'],
  // More of what phones and people paste.
  ['86 138 0013 8107', '13800138107'],
  ['8613800138108', '13800138108'],
  ['+8613800138109', '13800138109'],
  ['138.0013.8110', '13800138110'],
  ['（138）0013 8111', '13800138111'],
  ['＋８６\u3000１３８－００１３－８１１２', '13800138112'],
  ['  13800138113  ', '13800138113'],
  ['138—0013—8114', '13800138114'],
  ['(+86) 13800138115', '13800138115'],
  ['0086 13800138116', '13800138116'],
  ['199\u00a01234\u00a05678', '19912345678'],
  // Refused: no mainland mobile number once written the one way.
  ['2381234567 8', null],
  ['+1 138 0013 8000', null],
  ['+852 138 0013 8000', null],
  ['138001380', null],
  ['138 0013 8000 0', null],
  ['+86 238 1234 5678', null],
  ['86 128 1234 5678', null],
  ['138-0013-800a', null],
  ['一三八〇〇一三八〇〇〇', null],
  ['abcdefghijk', null],
  ['138 0013 8000 转 2', null],
  ['', null],
];

/** A campaign's utm_source as a link carried it, and the source the lead is counted under. */
export const SOURCE_SPELLINGS: readonly (readonly [utmSource: string, source: string])[] = [
  ['weixin', 'wechat'],
  ['wechat', 'wechat'],
  ['WeChat', 'wechat'],
  [' WX ', 'wechat'],
  ['微信', 'wechat'],
  ['ｗｅｃｈａｔ', 'wechat'],
  ['baidu', 'baidu'],
  ['百度', 'baidu'],
  ['Baidu', 'baidu'],
  ['抖音', 'douyin'],
  ['xhs', 'xiaohongshu'],
  ['小红书', 'xiaohongshu'],
  ['RED', 'xiaohongshu'],
  ['微博', 'weibo'],
  ['知乎', 'zhihu'],
  ['QQ', 'qq'],
  ['搜狗', 'sogou'],
  ['360', 'so360'],
  ['必应', 'bing'],
  ['谷歌', 'google'],
  ['sm', 'shenma'],
  // Not a known source: kept as sent, in lower case.
  ['Bilibili', 'bilibili'],
  ['eol.cn', 'eol.cn'],
];
