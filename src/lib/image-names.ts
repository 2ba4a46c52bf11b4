/** Image files accepted for naming and upload (spec §9): compared case-insensitively. */
export const ACCEPTED_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;

export type ImageExtension = (typeof ACCEPTED_IMAGE_EXTENSIONS)[number];

/** The lower-cased extension of an accepted image ('Photo.JPG' → 'jpg'), or null. */
export function imageExtension(fileName: string): ImageExtension | null {
  const dot = fileName.lastIndexOf('.');
  // A leading dot ('.png') is a hidden file's name, not an extension.
  if (dot <= 0 || dot === fileName.length - 1) return null;
  const extension = fileName.slice(dot + 1).toLowerCase();
  return (ACCEPTED_IMAGE_EXTENSIONS as readonly string[]).includes(extension)
    ? (extension as ImageExtension)
    : null;
}

/** Whether the file name ends in jpg, jpeg, png or gif, in any case. */
export const isAcceptedImage = (fileName: string): boolean => imageExtension(fileName) !== null;

/**
 * The stored name of an uploaded image: `base` plus the original's extension, lower-cased
 * ('banner-12', 'IMG_01.PNG' → 'banner-12.png'). Null when the original is not an accepted image
 * or the base is empty. Path separators and control characters in the base become '_', so the
 * name cannot climb out of its folder.
 */
export function imageFileName(base: string, originalName: string): string | null {
  const extension = imageExtension(originalName);
  // eslint-disable-next-line no-control-regex
  const safeBase = base.trim().replace(/[\\/\u0000-\u001f\u007f]/g, '_');
  if (!extension || safeBase === '' || /^\.+$/.test(safeBase)) return null;
  return `${safeBase}.${extension}`;
}
