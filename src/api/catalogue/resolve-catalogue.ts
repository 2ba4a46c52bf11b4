/**
 * Turns the catalogue data into endpoints: verb, path, kind, name and tag of every action.
 * Refuses data that would generate ambiguous code (see `CatalogueError`).
 *
 * Names: `<action stem><Entity><Audience>`, e.g. `saveCoupon`, `enrollSchoolRollForClient`
 * (the audience suffix stays last). When the action already ends with the entity
 * (`listSimpleCourse` on `course`) the entity is not repeated. An entity whose segment exists
 * in more than one family carries its family before it, on every endpoint and on its tag:
 * `listSimpleResourceCourse`, `listArmyCourse`, tag `ResourceCourse`. Nested segments are joined:
 * `withdrawal/record` → `WithdrawalRecord`.
 */
import { catalogueGroups, type CatalogueData, type CatalogueEndpoint } from './catalogue-types';
import { actionPath, endpointKind, ruleVerb, splitAudience } from './verb-rules';

const camelSegment = /^[a-z][a-zA-Z0-9]*$/;

export class CatalogueError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The API catalogue is inconsistent:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'CatalogueError';
  }
}

const pascal = (segment: string) => segment.charAt(0).toUpperCase() + segment.slice(1);

/** `withdrawal/record` → `WithdrawalRecord`. */
export const entityWord = (entity: string) => entity.split('/').map(pascal).join('');

function endpointName(action: string, qualifiedEntity: string, entity: string): string {
  const { stem, audience } = splitAudience(action);
  const word = entityWord(entity);
  const verbPart = stem.length > word.length && stem.endsWith(word) ? stem.slice(0, -word.length) : stem;
  return `${verbPart}${qualifiedEntity}${audience}`;
}

/**
 * @param reservedNames endpoint names defined outside the catalogue (the public calls), which
 *   the catalogue must not reuse: RTK Query keeps one definition per name.
 */
export function resolveCatalogue(
  data: CatalogueData,
  reservedNames: readonly string[] = [],
): CatalogueEndpoint[] {
  const problems: string[] = [];
  const familiesByEntity = new Map<string, Set<string>>();
  for (const group of catalogueGroups) {
    for (const [family, entities] of Object.entries(data[group])) {
      for (const entity of Object.keys(entities)) {
        const word = entityWord(entity);
        familiesByEntity.set(word, (familiesByEntity.get(word) ?? new Set()).add(`${group}/${family}`));
      }
    }
  }

  const endpoints: CatalogueEndpoint[] = [];
  for (const group of catalogueGroups) {
    for (const [family, entities] of Object.entries(data[group])) {
      if (!camelSegment.test(family))
        problems.push(`family "${group}/${family}" is not a lower-case segment`);
      for (const [entity, actions] of Object.entries(entities)) {
        const where = `${group}/${family}/${entity}`;
        if (!entity.split('/').every((segment) => camelSegment.test(segment))) {
          problems.push(`entity "${where}" is not made of camelCase segments`);
        }
        if (actions.length === 0) problems.push(`entity "${where}" has no actions`);
        const shared = (familiesByEntity.get(entityWord(entity))?.size ?? 0) > 1;
        const qualifiedEntity = `${shared ? pascal(family) : ''}${entityWord(entity)}`;
        const seenActions = new Set<string>();

        for (const entry of actions) {
          const action = typeof entry === 'string' ? entry : entry.action;
          const declared = typeof entry !== 'string' && 'specLine' in entry ? entry : undefined;
          const extended = typeof entry !== 'string' && 'extension' in entry ? entry : undefined;
          if (!camelSegment.test(action)) problems.push(`action "${where}/${action}" is not camelCase`);
          if (seenActions.has(action)) problems.push(`action "${where}/${action}" is listed twice`);
          seenActions.add(action);

          const ruled = ruleVerb(action);
          if (declared && !declared.specLine.startsWith('§')) {
            problems.push(`declared verb of "${where}/${action}" does not quote its spec line (§…)`);
          }
          if (declared && declared.method === ruled) {
            problems.push(`declared verb of "${where}/${action}" repeats the rule (${ruled}); remove it`);
          }
          if (extended && !extended.extension.trim()) {
            problems.push(`extension "${where}/${action}" does not say why it was added`);
          }
          if (extended?.method && extended.method === ruled) {
            problems.push(`verb of extension "${where}/${action}" repeats the rule (${ruled}); remove it`);
          }
          const method = declared?.method ?? extended?.method ?? ruled;
          if (!method) {
            problems.push(`no rule gives the verb of "${where}/${action}": declare it with its spec line`);
            continue;
          }
          endpoints.push({
            group,
            family,
            entity,
            action,
            name: endpointName(action, qualifiedEntity, entity),
            method,
            path: actionPath(`/api/${group}/${family}/${entity}`, action),
            kind: endpointKind(action, method),
            tag: qualifiedEntity,
            ...(declared ? { specLine: declared.specLine } : {}),
            ...(extended ? { extension: extended.extension } : {}),
          });
        }
      }
    }
  }

  const byName = new Map<string, string>(reservedNames.map((name) => [name, 'the public calls']));
  const byRoute = new Map<string, string>();
  for (const endpoint of endpoints) {
    const route = `${endpoint.method} ${endpoint.path}`;
    const owner = byName.get(endpoint.name);
    if (owner) problems.push(`endpoint name "${endpoint.name}" of ${route} is already used by ${owner}`);
    byName.set(endpoint.name, route);
    if (byRoute.has(route)) problems.push(`${route} is generated twice`);
    byRoute.set(route, endpoint.name);
  }

  if (problems.length > 0) throw new CatalogueError(problems);
  return endpoints;
}
