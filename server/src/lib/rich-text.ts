import DOMPurify from 'isomorphic-dompurify';
import { RICH_TEXT_POLICY } from '../../../contract/rich-text-policy';

/**
 * Rich text as it is stored: sanitised with the policy the site renders with
 * (contract/rich-text-policy.ts), so a script, an event handler, a `javascript:` link, SVG or a
 * style never reaches the database, and what staff saved is what visitors see.
 */
export function sanitizeRichText(html: string): string {
  return DOMPurify.sanitize(html, { ...RICH_TEXT_POLICY }).trim();
}
