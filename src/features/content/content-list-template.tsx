import type { ComponentType } from 'react';
import type { FirstCalls, TemplateProps } from '@/registry/define-template';
import { TemplatePage, type TemplatePageFrame } from './template-page';
import {
  type ContentList,
  type ContentListOptions,
  contentListFirstCalls,
  useContentList,
} from './use-content-list';

/** What the body of a content-list template receives: its route's values and the menu's list. */
export type ContentListBodyProps = TemplateProps & { list: ContentList };

type ContentListTemplate = {
  /** The call of the list the page shows, for its route to start before the first render. */
  firstCalls: FirstCalls;
  /** The template's component: the menu's page frame around the body, drawing the list. */
  Page: ComponentType<TemplateProps>;
};

/**
 * A template whose page is its menu's content list: the list's hook and the page's first calls
 * take the same options, so the route starts the very call the page makes. The template writes
 * only its body (how the list looks) and, when it needs one, how the frame differs.
 */
export function contentListTemplate(
  options: ContentListOptions,
  Body: ComponentType<ContentListBodyProps>,
  frame: TemplatePageFrame = {},
): ContentListTemplate {
  function ContentListPage(props: TemplateProps) {
    const list = useContentList(props.id, options);
    return (
      <TemplatePage menu={props.menu} {...frame}>
        <Body {...props} list={list} />
      </TemplatePage>
    );
  }
  return { firstCalls: contentListFirstCalls(options), Page: ContentListPage };
}
