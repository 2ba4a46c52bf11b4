import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { type ComponentPropsWithoutRef, type FormEvent, useId, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { returnFocusTo } from '@/lib/return-focus';
import { media } from '@/theme/theme';
import { type DialogRequest, dialogMessages, settle } from './dialog-queue';
import { dialogSurfaceStyle, overlayStyle } from './dialog-styles';

/** The dialog boxes (Radix alert dialog), loaded the first time a dialog is asked for. */

/**
 * The dim layer and the box of a dialog: the console's own dialogs use them too, the
 * non-alert ones (a picker) through the css blocks on Radix's plain Dialog parts.
 */
export { overlayStyle };
export const Overlay = styled(AlertDialog.Overlay)`
  ${overlayStyle};
`;

export const contentStyle = css`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  left: 50%;
  top: 50%;
  transform: translate(-50%, -50%);
  width: calc(100vw - 2 * ${({ theme }) => theme.space[5]}px);
  max-width: calc(${({ theme }) => theme.layout.inputWidth}px + 2 * ${({ theme }) => theme.space[6]}px);
  max-height: calc(100vh - 2 * ${({ theme }) => theme.space[6]}px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[5]}px;
  border-radius: ${({ theme }) => theme.radii.medium}px;
  ${dialogSurfaceStyle}
  ${media.tablet} {
    padding: ${({ theme }) => theme.space[6]}px;
  }
`;
export const Content = styled(AlertDialog.Content)`
  ${contentStyle};
`;

export const Title = styled(AlertDialog.Title)`
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  font-size: ${({ theme }) => theme.fontSizes[3]}px;
`;

export const Description = styled(AlertDialog.Description)`
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-top: ${({ theme }) => theme.space[5]}px;
`;

const Button = styled.button<{ $primary?: boolean }>`
  min-width: ${({ theme }) => theme.space[8]}px;
  min-height: ${({ theme }) => theme.space[7]}px;
  padding: 0 ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radii.small}px;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  background: ${({ $primary, theme }) => ($primary ? theme.colors.primary : theme.colors.surface)};
  color: ${({ $primary, theme }) => ($primary ? theme.colors.onPrimary : theme.colors.primary)};
  font-size: ${({ theme }) => theme.fontSizes[2]}px;
`;

const Label = styled.label`
  display: block;
  margin-bottom: ${({ theme }) => theme.space[2]}px;
`;

const TextInput = styled.input`
  width: 100%;
  min-height: ${({ theme }) => theme.space[7]}px;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small}px;
  font: inherit;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const CopyBox = styled.textarea`
  width: 100%;
  min-height: calc(${({ theme }) => theme.space[8]}px + ${({ theme }) => theme.space[5]}px);
  padding: ${({ theme }) => theme.space[2]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small}px;
  font: inherit;
  resize: vertical;
`;

const FieldError = styled.p`
  margin: ${({ theme }) => theme.space[2]}px 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
`;

type FrameProps = ComponentPropsWithoutRef<typeof AlertDialog.Content> & { request: DialogRequest };

/** The dialog box; on close the focus goes back where it was when the dialog was asked for. */
function Frame({ request, children, ...props }: FrameProps) {
  return (
    <Content
      {...props}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnFocusTo(request.returnFocus);
      }}
    >
      {children}
    </Content>
  );
}

function ConfirmContent({ request }: { request: Extract<DialogRequest, { kind: 'confirm' }> }) {
  const { message = dialogMessages.confirmDelete, title = dialogMessages.tip } = request.options;
  return (
    // Radix focuses the Cancel button first: the safe choice for a delete confirmation.
    <Frame request={request}>
      <Title>{title}</Title>
      <Description>{message}</Description>
      <Buttons>
        <AlertDialog.Cancel asChild>
          <Button type="button">{request.options.cancelText ?? dialogMessages.cancel}</Button>
        </AlertDialog.Cancel>
        <Button type="button" $primary onClick={() => settle(request.id, true)}>
          {request.options.confirmText ?? dialogMessages.confirm}
        </Button>
      </Buttons>
    </Frame>
  );
}

function PromptContent({ request }: { request: Extract<DialogRequest, { kind: 'prompt' }> }) {
  const { title = dialogMessages.tip, label, initial = '' } = request.options;
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const answer = value.trim();
    if (answer === '') {
      setError(dialogMessages.required);
      inputRef.current?.focus();
      return;
    }
    settle(request.id, answer);
  };

  return (
    <Frame
      request={request}
      aria-describedby={undefined}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        inputRef.current?.focus();
        inputRef.current?.select();
      }}
    >
      <Title>{title}</Title>
      <form noValidate onSubmit={submit}>
        <Label htmlFor={inputId}>{label}</Label>
        <TextInput
          id={inputId}
          ref={inputRef}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            if (error && event.target.value.trim() !== '') setError(null);
          }}
        />
        {error && (
          <FieldError id={errorId} role="alert">
            {error}
          </FieldError>
        )}
        <Buttons>
          <AlertDialog.Cancel asChild>
            <Button type="button">{request.options.cancelText ?? dialogMessages.cancel}</Button>
          </AlertDialog.Cancel>
          <Button type="submit" $primary>
            {request.options.confirmText ?? dialogMessages.confirm}
          </Button>
        </Buttons>
      </form>
    </Frame>
  );
}

function AlertContent({ request }: { request: Extract<DialogRequest, { kind: 'alert' }> }) {
  const { title = dialogMessages.tip, body, selectableText, okText = dialogMessages.ok } = request.options;
  const textRef = useRef<HTMLTextAreaElement>(null);
  const textId = useId();
  return (
    <Frame
      request={request}
      // Radix links its Description itself; without one, say so explicitly (or point at the text).
      {...(body ? {} : { 'aria-describedby': selectableText === undefined ? undefined : textId })}
      onOpenAutoFocus={(event) => {
        if (!textRef.current) return; // default: focus the button
        event.preventDefault();
        textRef.current.focus();
        textRef.current.select();
      }}
    >
      <Title>{title}</Title>
      {body && <Description>{body}</Description>}
      {selectableText !== undefined && (
        <CopyBox id={textId} ref={textRef} readOnly value={selectableText} aria-label={title} />
      )}
      <Buttons>
        <AlertDialog.Cancel asChild>
          <Button type="button" $primary>
            {okText}
          </Button>
        </AlertDialog.Cancel>
      </Buttons>
    </Frame>
  );
}

export default function DialogView({ request }: { request: DialogRequest }) {
  // Cancel, Escape and the alert's OK button all close through onOpenChange(false).
  const dismiss = () => settle(request.id, request.kind === 'confirm' ? false : null);
  return (
    <AlertDialog.Root
      open
      onOpenChange={(open) => {
        if (!open) dismiss();
      }}
    >
      <AlertDialog.Portal>
        <Overlay />
        {request.kind === 'confirm' && <ConfirmContent request={request} />}
        {request.kind === 'prompt' && <PromptContent request={request} />}
        {request.kind === 'alert' && <AlertContent request={request} />}
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
