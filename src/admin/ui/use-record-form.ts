import { type ChangeEvent, type FormEvent, useState } from 'react';
import { fieldOfMessage } from './server-message';

type RecordFormOptions<Values, Field extends string> = {
  initial: Values;
  /** The browser's own checks: a message per field in error, none when the form may be sent. */
  validate: (values: Values) => Partial<Record<Field, string>>;
  /** The server's refusal of the last save (its one Chinese message), where the page keeps it. */
  serverError?: string | null;
  /** The words that name each field in the server's messages (server-message.ts). */
  serverFields?: readonly (readonly [Field, readonly string[]])[];
  onSubmit: (values: Values) => void;
};

/** The keys of the values that a text box edits. */
type TextKey<Values> = { [Key in keyof Values]: Values[Key] extends string ? Key : never }[keyof Values] &
  string;

/**
 * Boxes bound to a form's values: `field(key)` a text box or drop-down (its name, value, error and
 * the change that sets it; `trim`: spaces are dropped as they are typed, for codes and numbers),
 * `mediaField(key)` a MediaField (its address).
 */
export function formBindings<Values>(
  values: Values,
  set: <K extends keyof Values>(key: K, value: Values[K]) => void,
  errorOf: (key: TextKey<Values>) => string | null | undefined,
) {
  const field = (key: TextKey<Values>, { trim = false }: { trim?: boolean } = {}) => ({
    name: key,
    value: values[key] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set(key, (trim ? event.target.value.trim() : event.target.value) as Values[typeof key]),
    error: errorOf(key),
  });
  const mediaField = (key: TextKey<Values>) => ({
    name: key,
    value: values[key] as string,
    onChange: (url: string) => set(key, url as Values[typeof key]),
    error: errorOf(key),
  });
  return { field, mediaField };
}

/**
 * The state of a record's form: its values, the browser's errors and the server's message shown
 * beside the field it names, and a submit that sends only what passes the browser's checks.
 */
export function useRecordForm<Values, Field extends string>({
  initial,
  validate,
  serverError = null,
  serverFields = [],
  onSubmit,
}: RecordFormOptions<Values, Field>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const serverField = serverError ? fieldOfMessage(serverError, serverFields) : null;
  const errorOf = (field: Field | TextKey<Values>): string | null =>
    errors[field] ?? (serverField === field ? serverError : null);
  /** The server's message when it names no field: shown above the buttons. */
  const unplacedServerError = serverError && serverField === null ? serverError : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };

  return { values, set, errorOf, ...formBindings(values, set, errorOf), submit, unplacedServerError };
}
