import type { ReactNode } from 'react';
import styled from 'styled-components';
import { inlineRowStyle, Panel } from './layout';
import { useConsoleTitle } from './use-console-title';

const Header = styled.div`
  ${inlineRowStyle};
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space[5]}px;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes[5]}px;
  line-height: 1.3;
  &:focus {
    outline: none;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
`;

/**
 * A screen's heading (its h1, which the frame focuses after a navigation) with its actions, and
 * the document title.
 */
export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  useConsoleTitle(title);
  return (
    <Header>
      <Title tabIndex={-1} data-page-title>
        {title}
      </Title>
      {actions ? <Actions>{actions}</Actions> : null}
    </Header>
  );
}

/** A screen of one form (新增 …, 编辑 …): its heading, and the form in a panel. */
export function FormScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <PageHeader title={title} />
      <Panel>{children}</Panel>
    </>
  );
}
