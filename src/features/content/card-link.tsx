import styled from 'styled-components';
import { ContentLink } from './content-link';

/**
 * A content link that fills its card: on hover the picture zooms a little and the title takes
 * the brand colour. Templates extend it with their own layout.
 */
export const CardLink = styled(ContentLink)`
  display: block;
  height: 100%;
  h2,
  h3 {
    transition: color 0.2s ease;
  }
  &:hover img {
    transform: scale(1.05);
  }
  &:hover h2,
  &:hover h3 {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
