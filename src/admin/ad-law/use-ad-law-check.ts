import { useEffect, useMemo, useState } from 'react';
import type { AdLawCheckBody, AdLawEntity, AdLawHit } from '@contract/ad-law';
import { useAdLawHitsOfTextsQuery } from './ad-law-api';

/** The texts of a form, by the save body's property (plain text; HTML for a rich field such as `body`). */
export type AdLawFields = AdLawCheckBody['fields'];

/** How long typing must pause before the texts are checked again. */
export const AD_LAW_CHECK_DELAY_MS = 600;

export type AdLawCheck = {
  /** Every hit of the last check, by field in the form's order, then by place. */
  hits: readonly AdLawHit[];
  /** The hits of these fields (one field: under its box; several: a group, each hit with its label). */
  hitsOf: (...fields: string[]) => AdLawHit[];
  /** A check of newer texts is waiting or under way. */
  checking: boolean;
};

const NO_HITS: readonly AdLawHit[] = [];

/**
 * The advertising-law check of a form's texts as staff type (issue 37 item 3): the texts are sent
 * to POST /api/cms/web/adWord/check once typing has paused for `delayMs` (600 ms; the form's first
 * texts at once), the same texts once; the hits of the last check are kept while newer texts wait.
 * Nothing is sent while every text is empty, or with `skip`. The server checks again at the save:
 * this is the editor's early word, never the check itself.
 */
export function useAdLawCheck(
  entity: AdLawEntity,
  fields: AdLawFields,
  { delayMs = AD_LAW_CHECK_DELAY_MS, skip = false }: { delayMs?: number; skip?: boolean } = {},
): AdLawCheck {
  const key = JSON.stringify(fields);
  // The form's first texts are checked at once; later ones once typing pauses.
  const [sent, setSent] = useState(key);
  useEffect(() => {
    if (key === sent) return undefined;
    const timer = setTimeout(() => setSent(key), delayMs);
    return () => clearTimeout(timer);
  }, [key, sent, delayMs]);
  const body = useMemo<AdLawCheckBody>(
    () => ({ entity, fields: JSON.parse(sent) as AdLawFields }),
    [entity, sent],
  );
  const empty = Object.values(body.fields).every((text) => !text || !text.trim());
  const { currentData, data, isFetching } = useAdLawHitsOfTextsQuery(body, { skip: skip || empty });
  // While a newer check runs, the last hits stay (they do not blink away at each key).
  const hits = skip || empty ? NO_HITS : (currentData ?? data ?? NO_HITS);
  return useMemo(
    () => ({
      hits,
      hitsOf: (...wanted: string[]) => hits.filter((hit) => wanted.includes(hit.field)),
      checking: !skip && !empty && (sent !== key || isFetching),
    }),
    [hits, skip, empty, sent, key, isFetching],
  );
}
