import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import styled from 'styled-components';
import { useListServerFileQuery } from '@/api/generated/cms-api';
import { contentStyle, overlayStyle } from '@/features/feedback/dialog-view';
import type { ServerFile } from '@contract/server-file';
import { secondaryButtonStyle } from '../ui/buttons';
import { formatDateTime } from '../ui/format';
import { Hint } from '../ui/form-field';
import { Pagination } from '../ui/pagination';
import { mediaMessages } from './messages';
import type { MediaKind } from './upload-file';

/** Twelve tiles: four rows of three in the dialog at 1280 px. */
const LIBRARY_PAGE_SIZE = 12;

const Overlay = styled(Dialog.Overlay)`
  ${overlayStyle};
`;
const Content = styled(Dialog.Content)`
  ${contentStyle};
  max-width: 880px;
`;
const Title = styled(Dialog.Title)`
  margin: 0 0 ${({ theme }) => theme.space[2]}px;
  font-size: ${({ theme }) => theme.fontSizes[3]}px;
`;

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
  margin: ${({ theme }) => theme.space[4]}px 0 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.button`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  width: 100%;
  padding: ${({ theme }) => theme.space[2]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
  text-align: left;
  cursor: pointer;
  &:hover,
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  img,
  video {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const TileName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
const TileMeta = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Close = styled.button`
  ${secondaryButtonStyle};
  float: right;
`;

type MediaLibraryDialogProps = {
  kind: MediaKind;
  /** The address in the field now: its tile is marked. */
  current: string;
  onPick: (file: ServerFile) => void;
  onClose: () => void;
};

/** 图片库 / 视频库: the files uploaded before, newest first, to pick one instead of uploading again. */
export function MediaLibraryDialog({ kind, current, onPick, onClose }: MediaLibraryDialogProps) {
  const [page, setPage] = useState({ pageNum: 1, pageSize: LIBRARY_PAGE_SIZE });
  const { data, isFetching } = useListServerFileQuery({ kind, ...page });
  const files = data?.pageList ?? [];

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Overlay />
        <Content aria-describedby={undefined}>
          <Dialog.Close asChild>
            <Close type="button">{mediaMessages.close}</Close>
          </Dialog.Close>
          <Title>{mediaMessages.library[kind]}</Title>
          <Hint>{mediaMessages.libraryHint}</Hint>
          {files.length === 0 ? (
            <p role="status">{isFetching ? mediaMessages.libraryLoading : mediaMessages.libraryEmpty}</p>
          ) : (
            <Tiles aria-busy={isFetching}>
              {files.map((file) => (
                <li key={file.id}>
                  <Tile
                    type="button"
                    aria-pressed={file.url === current}
                    aria-label={mediaMessages.choose(file.originalName)}
                    onClick={() => onPick(file)}
                  >
                    {file.kind === 'image' ? (
                      <img src={file.url} alt="" loading="lazy" />
                    ) : (
                      <video src={file.url} preload="metadata" muted aria-hidden="true" />
                    )}
                    <TileName>{file.originalName}</TileName>
                    <TileMeta>
                      {mediaMessages.size(file.size)} · {formatDateTime(file.createdAt)}
                    </TileMeta>
                  </Tile>
                </li>
              ))}
            </Tiles>
          )}
          {data && data.total > LIBRARY_PAGE_SIZE ? (
            <Pagination
              total={data.total}
              pageNum={page.pageNum}
              pageSize={page.pageSize}
              pageSizes={[]}
              onChange={(next) => setPage({ pageNum: next.pageNum, pageSize: LIBRARY_PAGE_SIZE })}
            />
          ) : null}
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
