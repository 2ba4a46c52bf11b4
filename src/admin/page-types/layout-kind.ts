import type { TemplateOption, TemplateSection } from '@contract/page-type';

/**
 * How a template lays content out, for its preview: the section its descriptor declares; a
 * template without one is a fixed page of its own; a built-in behaviour opens a link.
 */
export type LayoutKind = TemplateSection | 'page' | 'link';

export const layoutKindOf = (template: Pick<TemplateOption, 'builtIn' | 'section'>): LayoutKind =>
  template.builtIn ? 'link' : (template.section ?? 'page');
