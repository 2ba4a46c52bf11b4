/**
 * The shape of the back-office call catalogue (docs: src/api/catalogue/README.md).
 * The data says WHAT exists (group → family → entity → actions); verb-rules.ts and
 * resolve-catalogue.ts derive HOW each call is made, so a rule is written once.
 */
import type { HttpMethod } from '../base-query';

export const catalogueGroups = ['bms', 'ums', 'cms', 'ems'] as const;
export type CatalogueGroup = (typeof catalogueGroups)[number];

/**
 * An action whose verb the naming rules do not give, or give differently than the spec
 * states. `specLine` quotes the spec line that fixes the verb, so every exception is justified.
 */
export type DeclaredVerb = { action: string; method: HttpMethod; specLine: string };

/**
 * An action the spec does not list, added for a need of this product (e.g. the audit trail of
 * issue 13). `extension` says why; `method` only when the rules do not give the verb. The
 * generated endpoint is marked as an extension, and the catalogue tests list every one.
 */
export type ExtensionAction = { action: string; extension: string; method?: HttpMethod };

/** An action: its name (the last path segment), a name with a declared verb, or an extension. */
export type ActionEntry = string | DeclaredVerb | ExtensionAction;

/** Entity path (camelCase as the spec writes it; `withdrawal/record` stays nested) → actions. */
export type FamilyData = Readonly<Record<string, readonly ActionEntry[]>>;

/** Family segment (`statistics`, `resource` …) → its entities. */
export type GroupData = Readonly<Record<string, FamilyData>>;

export type CatalogueData = Readonly<Record<CatalogueGroup, GroupData>>;

/** How an endpoint is generated. */
export type EndpointKind =
  /** GET that is cached: `build.query`. */
  | 'query'
  /** Any other verb: `build.mutation` with a form-encoded body or a query string. */
  | 'mutation'
  /** Bulk Excel import: multipart with the file. */
  | 'upload'
  /** export / downloadMould: the file is saved, nothing is cached. */
  | 'download';

/** One call of the catalogue, fully resolved. */
export type CatalogueEndpoint = {
  group: CatalogueGroup;
  family: string;
  entity: string;
  action: string;
  /** Unique across the app, camelCase, verb-first: the key of the endpoint and of its hook. */
  name: string;
  method: HttpMethod;
  path: string;
  kind: EndpointKind;
  /** PascalCase tag type of the entity. */
  tag: string;
  /** Set when the verb is declared in the data rather than given by the rules. */
  specLine?: string;
  /** Set when the spec does not have this call: why it was added. */
  extension?: string;
};
