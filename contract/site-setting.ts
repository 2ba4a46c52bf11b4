import { Type, type Static } from 'typebox';
import { NullableString, PlatformName } from './common';

export const IcpLink = Type.Object({ text: Type.String(), url: Type.String() });

export const SiteSetting = Type.Object({
  platform: PlatformName,
  siteTitle: Type.String(),
  contactTitle: Type.String(),
  copyright: Type.String(),
  address: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  homeUrl: Type.String(),
  wechatQr: NullableString,
  weiboQr: NullableString,
  xiaohongshuQr: NullableString,
  icpLinks: Type.Array(IcpLink),
});
export type SiteSetting = Static<typeof SiteSetting>;
