import { holdUrlToPolicy, RICH_TEXT_POLICY, richTextBoundsProblem } from '../../../contract/rich-text-policy';
import { badInput } from './content-input';

type Purifier = {
  sanitize(html: string, config?: object): string;
  addHook(
    entry: 'uponSanitizeAttribute',
    hook: (node: unknown, data: { attrName: string; attrValue: string; keepAttr: boolean }) => void,
  ): void;
};

let purifier: Purifier | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads the sanitiser. DOMPurify needs a DOM on the server, and jsdom takes a second or more to
 * load: it is loaded when staff first save rich text, not at every start of every server process
 * (a restart after a crash, each process behind a proxy). Save routes await this first.
 */
export function loadRichTextSanitiser(): Promise<void> {
  loading ??= import('isomorphic-dompurify').then((module) => {
    purifier = module.default as unknown as Purifier;
    purifier.addHook('uponSanitizeAttribute', (_node, attribute) => holdUrlToPolicy(attribute));
  });
  return loading;
}

/**
 * Rich text as it is stored: sanitised with the policy the site renders with
 * (contract/rich-text-policy.ts), so a script, an event handler, a `javascript:` link, SVG or a
 * style never reaches the database, and what staff saved is what visitors see. Refused (400)
 * beyond RICH_TEXT_LIMITS.
 */
export function sanitizeRichText(html: string): string {
  if (!purifier) throw new Error('sanitizeRichText needs loadRichTextSanitiser() first');
  const problem = richTextBoundsProblem(html);
  if (problem) throw badInput(problem);
  return purifier.sanitize(html, { ...RICH_TEXT_POLICY }).trim();
}
