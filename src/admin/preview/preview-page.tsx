import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { showErrorToast, showSuccessToast } from '@/features/feedback/toast';
import { isPreviewLink } from '@contract/preview';
import { SecondaryAnchor, SecondaryButton } from '../ui/buttons';
import { FormActions, Hint } from '../ui/form-field';
import { formatDateTime } from '../ui/format';
import { Notice } from '../ui/layout';
import { PageHeader } from '../ui/page-header';
import { previewMessages } from './messages';

/** The two widths visitors' pages are drawn at, and how much each is scaled down to sit side by side. */
const PHONE = { width: 375, height: 720, scale: 0.8 };
const DESKTOP = { width: 1280, height: 900, scale: 0.5 };

const Frames = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[5]}px;
  margin-top: ${({ theme }) => theme.space[4]}px;
`;
const Figure = styled.figure`
  margin: 0;
`;
const Caption = styled.figcaption`
  margin-bottom: ${({ theme }) => theme.space[2]}px;
  font-weight: 600;
`;
/** The frame's box at its scaled size; the frame inside is drawn at its real width. */
const Viewport = styled.div<{ $width: number; $height: number; $scale: number }>`
  width: ${({ $width, $scale }) => $width * $scale}px;
  height: ${({ $height, $scale }) => $height * $scale}px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small}px;
  background: ${({ theme }) => theme.colors.surface};
  iframe {
    width: ${({ $width }) => $width}px;
    height: ${({ $height }) => $height}px;
    border: 0;
    transform: scale(${({ $scale }) => $scale});
    transform-origin: 0 0;
  }
`;

function Frame({
  link,
  title,
  caption,
  size,
}: {
  link: string;
  title: string;
  caption: string;
  size: typeof PHONE;
}) {
  return (
    <Figure>
      <Caption>{caption}</Caption>
      <Viewport $width={size.width} $height={size.height} $scale={size.scale}>
        <iframe src={link} title={title} />
      </Viewport>
    </Figure>
  );
}

/**
 * 预览 (`/admin/preview?link=/preview/<id>?e=…&s=…`): the page a preview link shows, at a phone's
 * and a desktop's width side by side, the link to copy for a colleague (no sign-in needed) and to
 * open in a window of its own. Only preview links are shown.
 */
export function PreviewPage() {
  const [searchParams] = useSearchParams();
  const link = searchParams.get('link') ?? '';
  if (!isPreviewLink(link)) {
    return (
      <>
        <PageHeader title={previewMessages.title} />
        <Notice role="alert">{previewMessages.badLink}</Notice>
      </>
    );
  }
  const absolute = new URL(link, window.location.origin).href;
  const expiresAt = new Date(Number(new URL(absolute).searchParams.get('e')) * 1000).toISOString();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(absolute);
      showSuccessToast(previewMessages.copied);
    } catch {
      showErrorToast(previewMessages.copyFailed);
    }
  };

  return (
    <>
      <PageHeader title={previewMessages.title} />
      <Hint>{previewMessages.intro}</Hint>
      <FormActions>
        <SecondaryButton type="button" onClick={() => void copy()}>
          {previewMessages.copy}
        </SecondaryButton>
        <SecondaryAnchor href={link} target="_blank" rel="noopener noreferrer">
          {previewMessages.openNew}
        </SecondaryAnchor>
      </FormActions>
      <Hint>{previewMessages.expires(formatDateTime(expiresAt))}</Hint>
      <Frames>
        <Frame link={link} title={previewMessages.phoneFrame} caption={previewMessages.phone} size={PHONE} />
        <Frame
          link={link}
          title={previewMessages.desktopFrame}
          caption={previewMessages.desktop}
          size={DESKTOP}
        />
      </Frames>
    </>
  );
}
