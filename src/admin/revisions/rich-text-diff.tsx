import { diffWords, type ChangeObject } from 'diff';
import styled from 'styled-components';
import { visuallyHidden } from '@/theme/global-style';
import { revisionMessages as t } from './messages';

/** Elements after which rich text starts a new line when read as text. */
const BLOCKS = new Set([
  'P',
  'DIV',
  'LI',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'TR',
  'BLOCKQUOTE',
  'PRE',
  'TABLE',
  'UL',
  'OL',
]);

/**
 * Rich text as a reader sees it: its words, a line per paragraph, pictures and links named, no
 * markup. Parsed inertly (a template: no script runs, no picture loads).
 */
export function readableText(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  let text = '';
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      text += (node.textContent ?? '').replace(/\s+/g, ' ');
      return;
    }
    if (!(node instanceof Element)) return;
    if (node.tagName === 'BR') text += '\n';
    if (node.tagName === 'IMG')
      text += `［图片${node.getAttribute('alt') ? `：${node.getAttribute('alt')}` : ''}］`;
    node.childNodes.forEach(walk);
    if (node.tagName === 'A' && node.getAttribute('href')) text += `（${node.getAttribute('href')}）`;
    if (BLOCKS.has(node.tagName)) text += '\n';
  };
  template.content.childNodes.forEach(walk);
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** Chinese has no spaces between words: the browser's word breaker finds them. */
const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter('zh-CN', { granularity: 'word' })
    : undefined;

/** The changes from `before` to `after`, word by word (jsdiff). */
export function wordChanges(before: string, after: string): ChangeObject<string>[] {
  return diffWords(before, after, segmenter ? { intlSegmenter: segmenter } : {});
}

const Text = styled.div`
  white-space: pre-wrap;
  line-height: 1.7;
  ins {
    text-decoration: underline;
    text-decoration-thickness: 2px;
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  del {
    text-decoration: line-through;
    text-decoration-thickness: 2px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

/**
 * Two rich texts as one readable text with the words taken out in <del> and those put in in
 * <ins>: struck through and underlined (not colour alone), each announced by screen readers.
 */
export function RichTextDiff({ before, after }: { before: string; after: string }) {
  const changes = wordChanges(readableText(before), readableText(after));
  return (
    <Text data-testid="rich-text-diff">
      {changes.map((change, index) =>
        change.added ? (
          <ins key={index}>
            <Hidden>{t.inserted}</Hidden>
            {change.value}
          </ins>
        ) : change.removed ? (
          <del key={index}>
            <Hidden>{t.deleted}</Hidden>
            {change.value}
          </del>
        ) : (
          <span key={index}>{change.value}</span>
        ),
      )}
    </Text>
  );
}
