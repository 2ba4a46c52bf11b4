import type { ReactNode } from 'react';
import styled from 'styled-components';

const Wrapper = styled.section`
  display: grid;
  place-items: center;
  min-height: 60vh;
  padding: ${({ theme }) => `${theme.space[7]}px ${theme.space[4]}px`};
  text-align: center;
`;

const Code = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes[8]}px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
  line-height: 1.1;
`;

const Title = styled.h1`
  margin: ${({ theme }) => theme.space[3]}px 0;
  font-size: ${({ theme }) => theme.fontSizes[5]}px;
`;

const Body = styled.p`
  max-width: 480px;
  margin: 0 auto ${({ theme }) => theme.space[5]}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]}px;
`;

export const ActionButton = styled.button<{ $primary?: boolean }>`
  min-width: 120px;
  min-height: 44px;
  padding: ${({ theme }) => `0 ${theme.space[5]}px`};
  border-radius: ${({ theme }) => theme.radii.medium}px;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  background: ${({ $primary, theme }) => ($primary ? theme.colors.primary : theme.colors.surface)};
  color: ${({ $primary, theme }) => ($primary ? theme.colors.onPrimary : theme.colors.primary)};
`;

/** A full-width message page: 404, load errors. */
export function StatusPage({
  code,
  title,
  body,
  children,
}: {
  code?: string;
  title: string;
  body: string;
  children: ReactNode;
}) {
  return (
    <Wrapper>
      <div>
        {code && <Code aria-hidden="true">{code}</Code>}
        <Title>{title}</Title>
        <Body>{body}</Body>
        <Actions>{children}</Actions>
      </div>
    </Wrapper>
  );
}
