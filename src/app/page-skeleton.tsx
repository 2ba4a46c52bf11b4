import styled from 'styled-components';
import { media } from '@/theme/theme';

/** Shown until the site settings and menu arrive: the header's place and a neutral page. */
const HeaderPlaceholder = styled.div`
  height: ${({ theme }) => theme.layout.headerHeightMobile}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.header};
  ${media.desktop} {
    height: ${({ theme }) => theme.layout.headerHeight}px;
  }
`;

const Body = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export function PageSkeleton() {
  return (
    <Body aria-busy="true">
      <HeaderPlaceholder />
    </Body>
  );
}
