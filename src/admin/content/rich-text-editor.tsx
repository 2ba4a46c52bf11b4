import Image from '@tiptap/extension-image';
import { type ChainedCommands, type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { alertDialog, promptDialog } from '@/features/feedback/dialogs';
import type { ServerFile } from '@contract/server-file';
import { isAllowedContentUrl } from '@contract/url-policy';
import { MediaLibraryDialog } from '../media/media-library-dialog';
import { mediaMessages } from '../media/messages';
import { acceptOf } from '../media/upload-file';
import { useUpload } from '../media/use-upload';
import { secondaryButtonStyle } from '../ui/buttons';
import { FieldError } from '../ui/form-field';
import { editorMessages } from './messages';

const Frame = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.small}px;
  background: ${({ theme }) => theme.colors.surface};
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]}px;
  padding: ${({ theme }) => theme.space[2]}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const ToolButton = styled.button`
  ${secondaryButtonStyle};
  padding: 0 ${({ theme }) => theme.space[2]}px;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.surface};
  }
  &[aria-pressed='true']:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.surface};
  }
`;

const Separator = styled.span`
  width: 1px;
  margin: 0 ${({ theme }) => theme.space[1]}px;
  background: ${({ theme }) => theme.colors.border};
`;

const Status = styled.div`
  padding: 0 ${({ theme }) => theme.space[3]}px;
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
  &:empty {
    display: none;
  }
`;

/** The editing area, laid out roughly as the public article page shows the body. */
const Area = styled.div`
  .tiptap {
    min-height: ${({ theme }) => theme.layout.inputWidth}px;
    padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
    line-height: 1.8;
    outline: none;
  }
  .tiptap img {
    max-width: 100%;
    height: auto;
  }
  .tiptap img.ProseMirror-selectednode {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
  }
  .tiptap a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
  .tiptap blockquote {
    margin-left: 0;
    padding-left: ${({ theme }) => theme.space[3]}px;
    border-left: 4px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const HiddenFileInput = styled.input`
  display: none;
`;

/** What the toolbar shows as pressed, read from the editor on each change. */
const activeMarks = (editor: Editor) => ({
  bold: editor.isActive('bold'),
  italic: editor.isActive('italic'),
  underline: editor.isActive('underline'),
  strike: editor.isActive('strike'),
  heading2: editor.isActive('heading', { level: 2 }),
  heading3: editor.isActive('heading', { level: 3 }),
  bulletList: editor.isActive('bulletList'),
  orderedList: editor.isActive('orderedList'),
  blockquote: editor.isActive('blockquote'),
  link: editor.isActive('link'),
  canUndo: editor.can().undo(),
  canRedo: editor.can().redo(),
});

type Mark = Exclude<keyof ReturnType<typeof activeMarks>, 'canUndo' | 'canRedo'>;

/** The alt text of an inserted picture: its file name without the extension. */
/** The picture's words: the media library's alt text, else the name it was chosen by (without its extension). */
const altOf = (file: ServerFile, chosenName: string) => file.alt || chosenName.replace(/\.[^.]+$/, '');

export type RichTextEditorProps = {
  /** The HTML the editor starts with (read once: remount with a `key` to load another). */
  initial: string;
  onChange: (html: string) => void;
  /** The ids of the visible label and hint, for the editing area's name and description. */
  labelId: string;
  hintId?: string;
};

/**
 * The body's rich text editor (TipTap: StarterKit with its links, and pictures): a toolbar of
 * buttons (aria-pressed for the marks, arrow keys move between them), the usual shortcuts
 * (Ctrl+B, Ctrl+I, Ctrl+U, Ctrl+K for a link, Ctrl+Z …), and pictures uploaded or picked from
 * the media library. Loaded in its own chunk: only the content editor pulls TipTap in.
 */
export default function RichTextEditor({ initial, onChange, labelId, hintId }: RichTextEditorProps) {
  const [libraryOpen, setLibraryOpen] = useState(false);
  // A callback ref kept in state: the toolbar's actions, built while rendering, only hold the element.
  const [fileInput, setFileInput] = useState<HTMLInputElement | null>(null);
  const toolbar = useRef<HTMLDivElement>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const editLinkRef = useRef<() => void>(() => undefined);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          // The content's URL policy (http(s) and same-site paths); the server applies it again.
          isAllowedUri: (url) => isAllowedContentUrl(url),
          HTMLAttributes: { rel: 'noopener noreferrer', target: null },
        },
      }),
      Image.configure({ allowBase64: false }),
    ],
    content: initial,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(hintId ? { 'aria-describedby': hintId } : {}),
      },
      handleKeyDown: (_view, event) => {
        if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          editLinkRef.current();
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });

  const state = useEditorState({ editor, selector: ({ editor: current }) => activeMarks(current) });

  const insertPicture = useCallback(
    (file: ServerFile, chosenName: string) =>
      editor
        .chain()
        .focus()
        .setImage({ src: file.url, alt: altOf(file, chosenName) })
        .run(),
    [editor],
  );
  const upload = useUpload('image', insertPicture);

  const editLink = async () => {
    const current = (editor.getAttributes('link').href as string | undefined) ?? '';
    const href = await promptDialog({
      title: editorMessages.linkTitle,
      label: editorMessages.linkPrompt,
      initial: current,
    });
    if (href === null) {
      editor.commands.focus();
      return;
    }
    if (!isAllowedContentUrl(href)) {
      await alertDialog({ body: editorMessages.linkRefused });
      editor.commands.focus();
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
  };
  // The editor's Ctrl+K handler was set up once: it calls the latest editLink through this ref.
  useEffect(() => {
    editLinkRef.current = () => void editLink();
  });

  /** A button that turns a mark or a block on and off: its name is the mark's, its command run on the editor. */
  const toggle = (key: Mark, keys: string, command: (chain: ChainedCommands) => ChainedCommands) => ({
    key,
    label: editorMessages[key],
    keys,
    run: () => command(editor.chain().focus()).run(),
  });
  const marks: { key: Mark; label: string; keys: string; run: () => void }[] = [
    toggle('bold', 'Control+B', (chain) => chain.toggleBold()),
    toggle('italic', 'Control+I', (chain) => chain.toggleItalic()),
    toggle('underline', 'Control+U', (chain) => chain.toggleUnderline()),
    toggle('strike', 'Control+Shift+S', (chain) => chain.toggleStrike()),
    toggle('heading2', 'Control+Alt+2', (chain) => chain.toggleHeading({ level: 2 })),
    toggle('heading3', 'Control+Alt+3', (chain) => chain.toggleHeading({ level: 3 })),
    toggle('bulletList', 'Control+Shift+8', (chain) => chain.toggleBulletList()),
    toggle('orderedList', 'Control+Shift+7', (chain) => chain.toggleOrderedList()),
    toggle('blockquote', 'Control+Shift+B', (chain) => chain.toggleBlockquote()),
    { key: 'link', label: editorMessages.link, keys: 'Control+K', run: () => void editLink() },
  ];

  const actions: { label: string; keys?: string; disabled?: boolean; run: () => void }[] = [
    {
      label: editorMessages.unlink,
      disabled: !state?.link,
      run: () => editor.chain().focus().extendMarkRange('link').unsetLink().run(),
    },
    {
      label: editorMessages.uploadImage,
      disabled: upload.state.status === 'uploading',
      run: () => fileInput?.click(),
    },
    { label: editorMessages.libraryImage, run: () => setLibraryOpen(true) },
    {
      label: editorMessages.undo,
      keys: 'Control+Z',
      disabled: !state?.canUndo,
      run: () => editor.chain().focus().undo().run(),
    },
    {
      label: editorMessages.redo,
      keys: 'Control+Shift+Z',
      disabled: !state?.canRedo,
      run: () => editor.chain().focus().redo().run(),
    },
  ];

  // The toolbar is one tab stop; the arrow keys, Home and End move along it (WAI-ARIA toolbar).
  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [
      ...(toolbar.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? []),
    ];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const next =
      event.key === 'ArrowRight'
        ? (at + 1) % buttons.length
        : event.key === 'ArrowLeft'
          ? (at - 1 + buttons.length) % buttons.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? buttons.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    buttons[next]?.focus();
  };

  const allButtons = marks.length + actions.length;
  const tabStop = (index: number) => (index === Math.min(focusIndex, allButtons - 1) ? 0 : -1);
  const status = upload.state;

  return (
    <Frame>
      <Toolbar ref={toolbar} role="toolbar" aria-label={editorMessages.toolbar} onKeyDown={onToolbarKey}>
        {marks.map((mark, index) => (
          <ToolButton
            key={mark.key}
            type="button"
            tabIndex={tabStop(index)}
            aria-pressed={state?.[mark.key] ?? false}
            aria-keyshortcuts={mark.keys}
            title={`${mark.label}（${editorMessages.shortcut(mark.keys.replace('Control', 'Ctrl'))}）`}
            onFocus={() => setFocusIndex(index)}
            onClick={mark.run}
          >
            {mark.label}
          </ToolButton>
        ))}
        <Separator aria-hidden="true" />
        {actions.map((action, offset) => (
          <ToolButton
            key={action.label}
            type="button"
            tabIndex={tabStop(marks.length + offset)}
            disabled={action.disabled}
            aria-keyshortcuts={action.keys}
            title={
              action.keys
                ? `${action.label}（${editorMessages.shortcut(action.keys.replace('Control', 'Ctrl'))}）`
                : undefined
            }
            onFocus={() => setFocusIndex(marks.length + offset)}
            onClick={action.run}
          >
            {action.label}
          </ToolButton>
        ))}
        <HiddenFileInput
          ref={setFileInput}
          type="file"
          accept={acceptOf('image')}
          tabIndex={-1}
          aria-hidden="true"
          data-testid="body-image-file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload.start(file);
          }}
        />
      </Toolbar>
      <Status role="status" aria-live="polite">
        {status.status === 'uploading' ? (
          <>
            {mediaMessages.progress(status.percent)}{' '}
            <ToolButton type="button" onClick={upload.cancel}>
              {mediaMessages.cancel}
            </ToolButton>
          </>
        ) : null}
      </Status>
      {status.status === 'failed' ? <FieldError role="alert">{status.message}</FieldError> : null}
      <Area>
        <EditorContent editor={editor} />
      </Area>
      {libraryOpen ? (
        <MediaLibraryDialog
          kind="image"
          current=""
          onClose={() => setLibraryOpen(false)}
          onPick={(file) => {
            setLibraryOpen(false);
            insertPicture(file, file.originalName);
          }}
        />
      ) : null}
    </Frame>
  );
}
