/**
 * The JSON the server puts into a page in a non-executed script element (site data, page
 * state), parsed; undefined when the element is missing or its text is no JSON.
 */
export function readPageJson(doc: Document, elementId: string): unknown {
  const text = doc.getElementById(elementId)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
