import { alertDialog } from './dialogs';
import { showSuccessToast } from './toast';

/** The clipboard's texts (spec §8). */
export const clipboardMessages = {
  copied: '复制成功',
  copyManually: '请手动复制',
  copyManuallyHint: '无法自动复制，请选中下面的文字后复制。',
} as const;

async function copyWithClipboardApi(text: string): Promise<boolean> {
  // Only in secure contexts (https, localhost), and the browser may still refuse permission.
  if (typeof navigator === 'undefined' || typeof navigator.clipboard?.writeText !== 'function') return false;
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The pre-Clipboard-API way: select the text in an off-screen text box and run the copy command. */
function copyWithTextarea(text: string): boolean {
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function') return false;
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const textarea = document.createElement('textarea');
  textarea.value = text;
  // readOnly keeps the phone keyboard closed; off-screen rather than display:none, which cannot be selected.
  textarea.readOnly = true;
  textarea.setAttribute('aria-hidden', 'true');
  textarea.style.position = 'fixed';
  textarea.style.top = '0';
  textarea.style.left = '-9999px';
  textarea.style.opacity = '0';
  document.body.appendChild(textarea);
  try {
    // The copy command copies the document's selection, which needs the text box focused.
    textarea.focus({ preventScroll: true });
    textarea.select();
    textarea.setSelectionRange(0, text.length); // iOS Safari ignores select() alone
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    textarea.remove();
    previousFocus?.focus();
  }
}

/**
 * Copies text for the visitor: the Clipboard API, else the copy command; a success toast
 * (复制成功) when either works, otherwise a dialog (请手动复制) with the text selected for copying
 * by hand. Resolves whether the text reached the clipboard.
 */
export async function copyText(text: string): Promise<boolean> {
  const copied = (await copyWithClipboardApi(text)) || copyWithTextarea(text);
  if (copied) {
    showSuccessToast(clipboardMessages.copied);
    return true;
  }
  await alertDialog({
    title: clipboardMessages.copyManually,
    body: clipboardMessages.copyManuallyHint,
    selectableText: text,
  });
  return false;
}
