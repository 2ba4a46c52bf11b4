import { Type, type Static } from 'typebox';
import { Id, named, Text } from './common';
import { SOURCE_MAX } from './lead-sources';

/**
 * 来源别名 (issue 38 item 4): the staff's spellings of a campaign's utm_source, beyond the
 * built-in ones (contract/lead-sources.ts SOURCE_ALIASES), each standing for a known source or a
 * new source named in Chinese. One table for the group (lead_source_alias, migration 023): a
 * change re-derives the source of every stored lead whose utm_source reads as the alias, so it is
 * for whoever works the leads of every site. /api/cms/web/leadSourceAlias: list, save, remove.
 */

/** The longest name of a new source staff make (a known source is chosen by its key). */
export const NEW_SOURCE_MAX = 20;

/** The words of the checks, the console's and the server's. */
export const SOURCE_ALIAS_MESSAGES = {
  aliasMissing: '请输入来源别名',
  aliasTooLong: `来源别名不能超过 ${SOURCE_MAX} 个字符`,
  sourceMissing: '请选择来源，或填写新来源的名称',
  sourceTooLong: `新来源名称不能超过 ${NEW_SOURCE_MAX} 个字符`,
  duplicate: (alias: string, label: string) => `别名“${alias}”已存在（指向“${label}”）`,
  builtIn: (alias: string, label: string) => `“${alias}”已是“${label}”的内置写法，无需添加`,
  knownSource: (alias: string) => `“${alias}”就是已有的来源，无需添加`,
  sameAsSource: '别名与它指向的来源相同，无需添加',
  aliasIsSource: (alias: string) => `“${alias}”已是一个来源的名称，不能再作别名`,
  notFound: '来源别名不存在或已被删除',
  everySite: '来源别名对全部站点的线索生效：需要全部站点的线索跟进权限',
} as const;

/** A staff alias as the console lists it. */
export const LeadSourceAlias = Type.Object({
  id: Type.Integer(),
  /** As compared: lower case, half-width (lead-sources sourceAliasKey). */
  alias: Type.String(),
  /** A known source's key or a new source's name; `sourceLabel` in Chinese. */
  source: Type.String(),
  sourceLabel: Type.String(),
  updatedByName: Type.String(),
  updatedAt: Type.String(),
});
export type LeadSourceAlias = Static<typeof LeadSourceAlias>;

/** A source staff may point an alias at: its key and Chinese name. */
export const LeadSourceChoice = Type.Object({ key: Type.String(), label: Type.String() });
export type LeadSourceChoice = Static<typeof LeadSourceChoice>;

/** GET …/leadSourceAlias/list: the staff's aliases, the built-in ones, and the sources to choose from. */
export const LeadSourceAliasList = Type.Object({
  aliases: Type.Array(LeadSourceAlias),
  builtIn: Type.Array(
    Type.Object({ alias: Type.String(), source: Type.String(), sourceLabel: Type.String() }),
  ),
  /** The known sources, then the new ones staff's aliases named, by name. */
  sources: Type.Array(LeadSourceChoice),
});
export type LeadSourceAliasList = Static<typeof LeadSourceAliasList>;

/** POST …/leadSourceAlias: a new alias, or (`id`) a change of one. */
export const LeadSourceAliasSaveBody = Type.Object({
  id: Type.Optional(Id('来源别名编号不正确')),
  alias: Text(
    1,
    SOURCE_MAX,
    { missing: SOURCE_ALIAS_MESSAGES.aliasMissing, invalid: SOURCE_ALIAS_MESSAGES.aliasTooLong },
    named('别名', '推广链接里 utm_source 的一种写法，如 weixin_pyq、B站；大小写、全角半角不计'),
  ),
  source: Text(
    1,
    SOURCE_MAX,
    { missing: SOURCE_ALIAS_MESSAGES.sourceMissing, invalid: SOURCE_ALIAS_MESSAGES.sourceTooLong },
    named('来源', '已有来源，或新来源的中文名称（最多 20 个字）'),
  ),
});
export type LeadSourceAliasSaveBody = Static<typeof LeadSourceAliasSaveBody>;

/** What a change did: the alias's id (none after a removal) and how many stored leads got another source. */
export const LeadSourceAliasSaved = Type.Object({
  id: Type.Union([Type.Integer(), Type.Null()]),
  leads: Type.Integer(),
});
export type LeadSourceAliasSaved = Static<typeof LeadSourceAliasSaved>;

/** GET …/siteMessage/listSource: the sources the caller's leads hold, for the inbox's filter. */
export const LeadSourceCount = Type.Object({
  key: Type.String(),
  label: Type.String(),
  /** Normal leads (not the suspicious ones) of the caller's sites. */
  leads: Type.Integer(),
});
export type LeadSourceCount = Static<typeof LeadSourceCount>;
