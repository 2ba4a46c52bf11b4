import type { Ref } from 'react';
import styled from 'styled-components';
import { acceptOf, type MediaKind } from './upload-file';

const HiddenFileInput = styled.input`
  display: none;
`;

/**
 * The file box behind an 上传 button (the button opens it): out of sight and out of the tab
 * order, taking the kind's file types. A chosen file goes to `onFile`; the box is emptied at
 * once, so choosing the same file again is a new choice.
 */
export function MediaFileInput({
  ref,
  kind,
  testId,
  onFile,
}: {
  ref: Ref<HTMLInputElement>;
  kind: MediaKind;
  testId: string;
  onFile: (file: File) => void;
}) {
  return (
    <HiddenFileInput
      ref={ref}
      type="file"
      accept={acceptOf(kind)}
      tabIndex={-1}
      aria-hidden="true"
      data-testid={testId}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}
