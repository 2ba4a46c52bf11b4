import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { useFocusFirstError } from './focus-first-error';
import type { Refusal } from './server-message';

type RecordFormOptions<Values, Field extends string> = {
  initial: Values;
  /** The browser's own checks: a message per field in error, none when the form may be sent. */
  validate: (values: Values) => Partial<Record<Field, string>>;
  /** The server's refusal of the last save (its message and the field it names), where the page keeps it. */
  serverError?: Refusal | null;
  /** The save body's properties the form shows a box for; default: the keys of its values. */
  fields?: readonly string[];
  onSubmit: (values: Values) => void;
};

/** The keys of the values that a text box edits. */
type TextKey<Values> = { [Key in keyof Values]: Values[Key] extends string ? Key : never }[keyof Values] &
  string;

/** The keys of the values that a checkbox edits. */
type FlagKey<Values> = { [Key in keyof Values]: Values[Key] extends boolean ? Key : never }[keyof Values] &
  string;

/**
 * Boxes bound to a form's values: `field(key)` a text box or drop-down (its name, value, error and
 * the change that sets it; `trim`: spaces are dropped as they are typed, for codes and numbers),
 * `mediaField(key)` a MediaField (its address), `checkbox(key)` a CheckboxFieldset (ticked or not).
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
  const checkbox = (key: FlagKey<Values>) => ({
    name: key,
    checked: values[key] as boolean,
    onChange: (checked: boolean) => set(key, checked as Values[typeof key]),
  });
  return { field, mediaField, checkbox };
}

/**
 * The state of a record's form: its values, the browser's errors and the server's message shown
 * beside the field it names, and a submit that sends only what passes the browser's checks. Put
 * `formRef` on the form: after a refusal its first field in error is scrolled to and focused.
 */
export function useRecordForm<Values, Field extends string>({
  initial,
  validate,
  serverError = null,
  fields = Object.keys(initial as object),
  onSubmit,
}: RecordFormOptions<Values, Field>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const serverField = serverError?.field && fields.includes(serverError.field) ? serverError.field : null;
  const errorOf = (field: Field | TextKey<Values>): string | null =>
    errors[field] ?? (serverError && serverField === field ? serverError.message : null);
  /** The server's message when it names no field the form shows: shown above the buttons. */
  const unplacedServerError = serverError && serverField === null ? serverError.message : null;
  // Each refusal of the browser's checks is a new object; the server's is its Refusal.
  const [browserRefusal, setBrowserRefusal] = useState<object | null>(null);
  useFocusFirstError(formRef, browserRefusal);
  useFocusFirstError(formRef, serverError);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    setBrowserRefusal(Object.keys(found).length > 0 ? {} : null);
    if (Object.keys(found).length === 0) onSubmit(values);
  };

  return {
    values,
    set,
    errorOf,
    ...formBindings(values, set, errorOf),
    submit,
    unplacedServerError,
    formRef,
  };
}
