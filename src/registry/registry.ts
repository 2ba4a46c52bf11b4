import { buildRegistry } from './build-registry';
import { templateContext } from './template-context';

export { buildRegistry } from './build-registry';

/** The app's registry: every folder under templates/. */
export const registry = buildRegistry(templateContext);
