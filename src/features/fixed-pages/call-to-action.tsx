import { useId } from 'react';
import { SiteLink } from '@/lib/site-link';
import styled from 'styled-components';
import { Container } from '@/features/content/layout';
import { media } from '@/theme/theme';

const Band = styled.section`
  padding: ${({ theme }) => `${theme.space[7]}px 0`};
  background: linear-gradient(
    120deg,
    ${({ theme }) => theme.colors.primaryDark},
    ${({ theme }) => theme.colors.primary}
  );
  color: ${({ theme }) => theme.colors.onPrimary};
  text-align: center;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.fontSizes[5]}px;
    ${media.tablet} {
      font-size: ${({ theme }) => theme.fontSizes[6]}px;
    }
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[5]}px;
    opacity: 0.9;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const Action = styled(SiteLink)<{ $primary: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 160px;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space[5]}px;
  border: 2px solid ${({ theme }) => theme.colors.onPrimary};
  border-radius: ${({ theme }) => theme.radii.large}px;
  font-weight: 600;
  /* Dark text on the amber accent: white on amber is too faint to read. */
  background: ${({ $primary, theme }) => ($primary ? theme.colors.accentFill : 'transparent')};
  color: ${({ $primary, theme }) => ($primary ? theme.colors.text : theme.colors.onPrimary)};
  border-color: ${({ $primary, theme }) => ($primary ? theme.colors.accentFill : theme.colors.onPrimary)};
  transition: transform 0.2s ease;
  &:hover {
    transform: translateY(-2px);
  }
`;

type CallToActionLink = { to: string; label: string };

type CallToActionProps = {
  title: string;
  text?: string;
  /** The first action is the main one. */
  actions: readonly CallToActionLink[];
};

/** A closing band that sends visitors on: enrol, look up an admission, apply. */
export function CallToAction({ title, text, actions }: CallToActionProps) {
  const headingId = useId();
  return (
    <Band aria-labelledby={headingId}>
      <Container>
        <h2 id={headingId}>{title}</h2>
        {text && <p>{text}</p>}
        <Actions>
          {actions.map((action, index) => (
            <Action key={action.to} to={action.to} $primary={index === 0}>
              {action.label}
            </Action>
          ))}
        </Actions>
      </Container>
    </Band>
  );
}
