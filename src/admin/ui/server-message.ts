/**
 * The server names the field a refused save is about in its one Chinese message (`链接地址不正确：
 * 只能是 http(s) 地址或本站路径…`, `请输入标题`). `fieldOfMessage` finds that field from the words
 * each field is known by, the most specific first, so the message is shown beside it.
 */
export function fieldOfMessage<Field extends string>(
  message: string,
  words: readonly (readonly [Field, readonly string[]])[],
): Field | null {
  for (const [field, known] of words) if (known.some((word) => message.includes(word))) return field;
  return null;
}

/** The message of a failed call's error as RTK Query returns it from the base query. */
export function errorMessage(error: unknown): string | null {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    return typeof message === 'string' && message ? message : null;
  }
  return null;
}
