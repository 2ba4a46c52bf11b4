import type { ComponentType } from 'react';
import styled, { css } from 'styled-components';
import type { ContentItem } from '@contract/site-content';

/** What every layout draws from: a section's items. */
export type ItemsProps = {
  items: ContentItem[];
  /** The section is the first of the page: its first picture is likely the largest paint. */
  priority?: boolean;
};

export type SkeletonProps = { count: number };

/** A section layout: its items, and its placeholder of the same size while they load. */
export type LayoutView = {
  Items: ComponentType<ItemsProps>;
  Skeleton: ComponentType<SkeletonProps>;
};

export const slotsOf = (count: number) => Array.from({ length: count }, (_, index) => index);

/** An item's one-line title, shared by the layouts. */
export const itemTitle = css`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes[2]}px;
  line-height: 1.5;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  transition: color 0.2s ease;
`;

export const Title = styled.h3`
  ${itemTitle}
`;

export const PlainList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;
