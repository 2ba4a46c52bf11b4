import styled from 'styled-components';

/** A details panel's heading. */
export const PanelTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  font-size: ${({ theme }) => theme.fontSizes[3]}px;
`;

/** A lead's fields, term beside value; long values (addresses, referrers) wrap anywhere. */
export const Fields = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  margin: 0;
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  dd a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
