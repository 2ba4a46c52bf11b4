/**
 * Every template folder's descriptor, found by webpack at build time. The one place that
 * lists templates/: a new folder with a descriptor.ts is picked up with no other change.
 * (Jest maps this module to template-context.node.ts, the same discovery read from disk.)
 */
export type TemplateContext = {
  keys(): string[];
  (key: string): unknown;
};

export const templateContext: TemplateContext = require.context(
  '../../templates',
  true,
  /^\.\/[^/]+\/descriptor\.tsx?$/,
);
