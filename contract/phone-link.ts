/**
 * The `tel:` link of a phone number written for people (`400-800-1234`, `(020) 8888 6666`,
 * `+86 138 0013 8000`): without the spaces, dashes, dots and brackets. Null when what is left is
 * no number (empty, or text such as `400-800-1234 转 8`): the number is then shown, not dialled.
 * The site's pages and the server's own pages (a form posted without scripts) link the hotline so.
 */
export function telHref(phone: string | null | undefined): string | null {
  const dialable = (phone ?? '').replace(/[\s\-.()（）]/g, '');
  return /^\+?\d{3,20}$/.test(dialable) ? `tel:${dialable}` : null;
}
