/**
 * isomorphic-dompurify under Jest (server project): its own jsdom pulls in packages that ship ES
 * modules only, which Jest's CommonJS runtime cannot load. The same DOMPurify over the jsdom
 * Jest already has stands in for it (jest.config.ts, moduleNameMapper); the policy is the one
 * the server passes (contract/rich-text-policy.ts). Outside Jest, Node loads the real package.
 * Loaded with require, untyped: DOMPurify's types would bring the DOM's globals into the server's.
 */
type Purifier = { sanitize(html: string, config?: object): string };
type Create = (window: unknown) => Purifier;

/* eslint-disable @typescript-eslint/no-require-imports */
const loaded = require('dompurify') as Create | { default: Create };
const createDOMPurify: Create = typeof loaded === 'function' ? loaded : loaded.default;
const { JSDOM } = require('jsdom') as { JSDOM: new (html: string) => { window: unknown } };
/* eslint-enable @typescript-eslint/no-require-imports */

const DOMPurify: Purifier = createDOMPurify(new JSDOM('').window);
export default DOMPurify;
