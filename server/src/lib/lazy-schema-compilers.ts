import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import AjvCompiler from '@fastify/ajv-compiler';

/**
 * Fastify's own schema compilers (Ajv for requests, fast-json-stringify for answers), each route's
 * code made at its first request instead of at the start.
 *
 * Compiling every route's schemas took about 0.7 s of a 2.5 s start (`node --cpu-prof
 * dist-server/server.js`): a process pays it at each start (a rolling restart, each test's app),
 * while most processes answer a few of the ~200 routes. A route's first request now pays its own
 * few milliseconds. The schemas are the same, so the answers are: a schema Ajv cannot compile
 * fails that route's first request instead of the start, and every route's tests make one.
 */
type ValidatorFactory = ReturnType<typeof AjvCompiler>;
type ValidatorCompiler = ReturnType<ValidatorFactory>;
type Validate = ReturnType<ValidatorCompiler>;
type SerializerFactory = ReturnType<typeof SerializerSelector>;
type SerializerCompiler = ReturnType<SerializerFactory>;

// One of each, as Fastify keeps them: each keeps its Ajv instances by the schemas and options given.
const validatorFactory: ValidatorFactory = AjvCompiler();
const serializerFactory: SerializerFactory = SerializerSelector();

function lazyValidators(...factoryArguments: Parameters<ValidatorFactory>): ValidatorCompiler {
  const compile = validatorFactory(...factoryArguments);
  return (route) => {
    let compiled: Validate | undefined;
    // Fastify reads `errors` from the function it was given after a failed validation.
    const validate = ((data: unknown) => {
      compiled ??= compile(route);
      const valid = compiled(data);
      validate.errors = compiled.errors;
      return valid;
    }) as Validate;
    return validate;
  };
}

function lazySerializers(...factoryArguments: Parameters<SerializerFactory>): SerializerCompiler {
  const compile = serializerFactory(...factoryArguments);
  return (route) => {
    let serialize: ((document: unknown) => string) | undefined;
    return (document) => (serialize ??= compile(route))(document);
  };
}

/** Fastify's `schemaController` option: its compilers, each route's made when first used. */
export const lazySchemaCompilers = {
  compilersFactory: { buildValidator: lazyValidators, buildSerializer: lazySerializers },
};
