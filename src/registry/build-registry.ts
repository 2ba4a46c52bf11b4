/*
 * The registry's rules, apart from webpack's discovery of templates/ (registry.ts): the build reads
 * the descriptors through them too (build/read-app.ts), so it knows the same keys.
 */
import type { TemplateContext } from './template-context';
import { platformKeyOf, type RegisteredTemplate, type TemplateRegistry } from './resolver';
import type { TemplateDescriptor } from './define-template';

const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ROUTE_KEY = /^[a-z0-9_]+$/;

function isDescriptor(value: unknown): value is TemplateDescriptor {
  const candidate = value as Partial<TemplateDescriptor> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.key === 'string' &&
    typeof candidate.load === 'function' &&
    (candidate.idIn === 'path' || candidate.idIn === 'query' || candidate.idIn === 'none')
  );
}

function claim<T>(map: Map<string, T>, key: string, value: T, what: string, owner: (value: T) => string) {
  const existing = map.get(key);
  if (existing) {
    throw new Error(`Template ${what} "${key}" is declared by both ${owner(existing)} and ${owner(value)}`);
  }
  map.set(key, value);
}

/** Reads every descriptor of a context and refuses anything ambiguous. */
export function buildRegistry(context: TemplateContext): TemplateRegistry {
  const byKey = new Map<string, RegisteredTemplate>();
  const byPageType = new Map<string, RegisteredTemplate>();
  const byPlatformKey = new Map<string, RegisteredTemplate>();
  const owner = (template: RegisteredTemplate) => `templates/${template.folder}`;

  for (const file of context.keys()) {
    const folder = file.split('/')[1] ?? file;
    if (!KEBAB_CASE.test(folder)) throw new Error(`Template folder "${folder}" must be kebab-case`);
    const descriptor = (context(file) as { default?: unknown }).default;
    if (!isDescriptor(descriptor)) {
      throw new Error(`templates/${folder}/descriptor must export default defineTemplate({ … })`);
    }
    if (!ROUTE_KEY.test(descriptor.key)) {
      throw new Error(
        `Template key "${descriptor.key}" (templates/${folder}) must be a route name like word_list1`,
      );
    }
    const template: RegisteredTemplate = { ...descriptor, folder };
    claim(byKey, template.key, template, 'key', owner);
    for (const name of template.pageTypes ?? []) claim(byPageType, name, template, 'page type', owner);
    for (const { contentType, sortType } of template.platformKeys ?? []) {
      claim(byPlatformKey, platformKeyOf(contentType, sortType), template, 'content/sort type', owner);
    }
  }

  // Keys are ASCII route names: a code-unit comparison orders them without starting up the
  // locale collator (tens of milliseconds on a phone, on the way to the first page).
  const templates = [...byKey.values()].sort((a, b) => (a.key < b.key ? -1 : 1));
  return { templates, byKey, byPageType, byPlatformKey };
}
