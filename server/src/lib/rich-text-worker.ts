/**
 * The rich-text sanitiser's thread (rich-text.ts starts it): DOMPurify over jsdom, with the policy
 * the site renders with. Loading jsdom takes about a second and a body of 2,000 elements about
 * 150 ms of CPU: here neither holds the server's event loop, so public pages are answered meanwhile.
 */
import { parentPort } from 'node:worker_threads';
import DOMPurify from 'isomorphic-dompurify';
import { holdUrlToPolicy, RICH_TEXT_POLICY } from '@contract/rich-text-policy';
import { type SanitiseAnswer, type SanitiseRequest, WORKER_READY } from './rich-text-protocol';

const purifier = DOMPurify as unknown as {
  sanitize(html: string, config?: object): string;
  addHook(
    entry: 'uponSanitizeAttribute',
    hook: (node: unknown, data: { attrName: string; attrValue: string; keepAttr: boolean }) => void,
  ): void;
};
purifier.addHook('uponSanitizeAttribute', (_node, attribute) => holdUrlToPolicy(attribute));

// A first large body in a fresh thread runs cold (jsdom's parser not yet optimised): about
// twice as slow as later ones. Warming the parser here, while the thread starts anyway, keeps the
// first editor's save as quick as the next.
const WARM_UP = '<p><strong>字</strong> 字 <a href="/a">字</a></p>'.repeat(200);
for (let round = 0; round < 5; round += 1) purifier.sanitize(WARM_UP, { ...RICH_TEXT_POLICY });

parentPort?.postMessage(WORKER_READY);
parentPort?.on('message', ({ id, html }: SanitiseRequest) => {
  const answer: SanitiseAnswer = { id, html: purifier.sanitize(html, { ...RICH_TEXT_POLICY }).trim() };
  parentPort?.postMessage(answer);
});
