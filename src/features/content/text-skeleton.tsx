import styled from 'styled-components';
import { SkeletonBlock } from './skeleton';

/** A title line's height in the placeholders of a text (the intro's, a tab's, a section's). */
const TITLE_HEIGHT = '32px';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
`;

type TextSkeletonProps = {
  /** How much of the width the title takes. */
  titleWidth: string;
  /** The height the text keeps while it loads. */
  bodyHeight: string;
};

/** The placeholder of a titled text: a title line over a block of the text's height. */
export function TextSkeleton({ titleWidth, bodyHeight }: TextSkeletonProps) {
  return (
    <Stack>
      <SkeletonBlock $width={titleWidth} $height={TITLE_HEIGHT} />
      <SkeletonBlock $height={bodyHeight} />
    </Stack>
  );
}
