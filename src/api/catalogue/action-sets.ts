/**
 * Action sets that recur across entities. An entity whose actions §7 lists is written out
 * exactly; an entity the spec only names gets the core of the usual per-entity pattern, or the
 * whole pattern in the four families §7 says follow it (ems adultexam, basic, collect, education).
 */
import type { HttpMethod } from '../base-query';
import type { DeclaredVerb, ExtensionAction } from './catalogue-types';

/** The core of §7's usual per-entity pattern: POST and DELETE on the base path, plus the GET variants. */
export const crud = ['save', 'remove', 'list', 'details'] as const;

/** The short list behind a selector (§7 `listSimple`), for reference data. */
export const simpleList = ['listSimple'] as const;

/** §7: "POST upload for bulk Excel import, and GET downloadMould for the template". */
export const bulkImport = ['upload', 'downloadMould'] as const;

/** §7's usual per-entity pattern in full: the core plus bulk import. */
export const perEntityPattern = [...crud, ...bulkImport] as const;

/** The export of a list (a download). */
export const exportList = ['export'] as const;

/** §4 Clues: assign, draw from sea pool, give up, circulate (every kind of clue). */
export const clueActions = ['assign', 'drawFromSeaPool', 'giveUp', 'circulate'] as const;

/** §4 Student papers: hand in, temporary save, read, redo. */
export const studentPaperActions = ['handIn', 'temporarySave', 'read', 'redo'] as const;

/** An action whose verb the spec states against (or beyond) the rules. */
export const declared = (action: string, method: HttpMethod, specLine: string): DeclaredVerb => ({
  action,
  method,
  specLine,
});

/** An action the spec does not list, added for this product; `reason` says why (issue and item). */
export const extension = (action: string, reason: string, method?: HttpMethod): ExtensionAction => ({
  action,
  extension: reason,
  ...(method ? { method } : {}),
});
