/**
 * isomorphic-dompurify under Jest (server project): its own jsdom pulls in packages that ship ES
 * modules only, which Jest's CommonJS runtime cannot load. The same DOMPurify over the jsdom
 * Jest already has stands in for it (jest.config.ts, moduleNameMapper); the policy is the one
 * the server passes (contract/rich-text-policy.ts). Outside Jest, Node loads the real package.
 */
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

const DOMPurify = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
export default DOMPurify;
