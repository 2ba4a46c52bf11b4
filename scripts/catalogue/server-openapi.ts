/**
 * The server's own OpenAPI 3 document, as @fastify/swagger builds it from the route schemas
 * (server/src/plugins/external/swagger.ts): the app is built in-process on a temporary SQLite
 * database, as server/test/helper.ts builds it, asked for `fastify.swagger()`, and closed.
 *
 * `forClients` rewrites the document the way a caller sees it, and `serverOperations` indexes it
 * by `METHOD /api/path`, the key the catalogue uses.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

type JsonObject = { [key: string]: unknown };

export type OpenApiOperation = JsonObject & {
  parameters?: (JsonObject & { in: string; name: string; required?: boolean; schema?: JsonObject })[];
  requestBody?: JsonObject & { required?: boolean; content?: Record<string, { schema?: JsonObject }> };
  responses?: Record<string, JsonObject & { content?: Record<string, { schema?: JsonObject }> }>;
};

export type OpenApiDocument = JsonObject & {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: JsonObject & { schemas?: Record<string, JsonObject> };
};

export const httpMethods = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type ServerMethod = (typeof httpMethods)[number];

/**
 * What this file uses of the server. Its modules are loaded at run time by path: they are
 * type-checked by server/tsconfig.json (Node's lib), not with the browser's DOM lib of this tree.
 */
type ServerModules = {
  app: {
    buildApp(config: unknown): { ready(): Promise<unknown>; swagger(): unknown; close(): Promise<unknown> };
  };
  env: { loadConfig(env: Record<string, string>): unknown };
};

async function loadServer(): Promise<{
  buildApp: ServerModules['app']['buildApp'];
  loadConfig: ServerModules['env']['loadConfig'];
}> {
  const serverSource = path.resolve(__dirname, '../../server/src');
  const { buildApp } = (await import(path.join(serverSource, 'app.ts'))) as ServerModules['app'];
  const { loadConfig } = (await import(path.join(serverSource, 'config/env.ts'))) as ServerModules['env'];
  return { buildApp, loadConfig };
}

/** The app on an empty temporary database (no demo content), read and closed. */
export async function readServerOpenApi(): Promise<OpenApiDocument> {
  const { buildApp, loadConfig } = await loadServer();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'edu-site-openapi-'));
  try {
    const config = loadConfig({
      DATA_DIR: dir,
      WEB_ROOT: path.join(dir, 'web'),
      PAGE_RENDERER: path.join(dir, 'no-renderer.js'),
      LOG_LEVEL: 'silent',
      SEED_DEMO: '0',
    });
    const app = buildApp(config);
    try {
      await app.ready();
      // A deep copy: the rewrite below must not touch the plugin's cached document.
      const document = JSON.parse(JSON.stringify(app.swagger())) as OpenApiDocument;
      if (!isObject(document.paths)) throw new Error("the server's OpenAPI document has no paths");
      return document;
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A request field with a default may be left out: the server fills it in (pageNum, pageSize …). */
function defaultsOptional(schema: unknown): void {
  if (!isObject(schema)) return;
  const properties = isObject(schema.properties) ? schema.properties : undefined;
  if (properties && Array.isArray(schema.required)) {
    schema.required = schema.required.filter(
      (name) =>
        !(isObject(properties[name as string]) && 'default' in (properties[name as string] as JsonObject)),
    );
    if ((schema.required as unknown[]).length === 0) delete schema.required;
  }
  for (const value of Object.values(properties ?? {})) defaultsOptional(value);
  if (isObject(schema.items)) defaultsOptional(schema.items);
  for (const key of ['anyOf', 'oneOf', 'allOf']) {
    if (Array.isArray(schema[key])) for (const part of schema[key] as unknown[]) defaultsOptional(part);
  }
}

function renameRefs(node: unknown, renames: ReadonlyMap<string, string>): void {
  if (Array.isArray(node)) {
    for (const item of node) renameRefs(item, renames);
    return;
  }
  if (!isObject(node)) return;
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string') {
      const renamed = renames.get(value);
      if (renamed) node[key] = renamed;
    } else renameRefs(value, renames);
  }
}

/**
 * The document as a caller sees it:
 * - paths without the trailing slash of a base-path route (`/api/cms/web/siteMenu/` →
 *   `/api/cms/web/siteMenu`, the catalogue's spelling; the server ignores it);
 * - request fields (query parameters, body properties) with a default are optional;
 * - shared schemas named by their title (`def-0` → `MenuEntry`).
 */
export function forClients(document: OpenApiDocument): OpenApiDocument {
  const doc = JSON.parse(JSON.stringify(document)) as OpenApiDocument;
  const paths: OpenApiDocument['paths'] = {};
  for (const [route, item] of Object.entries(doc.paths)) {
    const key = route.length > 1 && route.endsWith('/') ? route.slice(0, -1) : route;
    if (key in paths) throw new Error(`two server routes read as ${key}`);
    paths[key] = item;
    for (const operation of Object.values(item)) {
      for (const parameter of operation.parameters ?? []) {
        if (parameter.required && isObject(parameter.schema) && 'default' in parameter.schema)
          parameter.required = false;
      }
      for (const media of Object.values(operation.requestBody?.content ?? {})) defaultsOptional(media.schema);
    }
  }
  doc.paths = paths;

  const schemas = doc.components?.schemas;
  if (schemas) {
    const renames = new Map<string, string>();
    const named: Record<string, JsonObject> = {};
    for (const [name, schema] of Object.entries(schemas)) {
      const title = typeof schema.title === 'string' ? schema.title : undefined;
      const key = title && /^[A-Za-z]\w*$/.test(title) && !(title in named) ? title : name;
      named[key] = schema;
      if (key !== name) renames.set(`#/components/schemas/${name}`, `#/components/schemas/${key}`);
    }
    doc.components = { ...doc.components, schemas: named };
    renameRefs(doc, renames);
  }
  return doc;
}

/** What a caller sends and gets from one operation. */
export type ServerOperation = {
  method: ServerMethod;
  path: string;
  /** Query parameters: none, all optional, or some required. */
  query: 'none' | 'optional' | 'required';
  /** A JSON body: none, optional or required. */
  body: 'none' | 'optional' | 'required';
  /** The 200 answer is the envelope with a `data` schema. */
  data: boolean;
};

export const operationKey = (method: string, route: string) => `${method.toUpperCase()} ${route}`;

/** `METHOD /path` → the operation, for every operation of the (client-side) document. */
export function serverOperations(doc: OpenApiDocument): Map<string, ServerOperation> {
  const operations = new Map<string, ServerOperation>();
  for (const [route, item] of Object.entries(doc.paths)) {
    for (const [verb, operation] of Object.entries(item)) {
      const method = verb.toUpperCase() as ServerMethod;
      if (!httpMethods.includes(method)) continue;
      const queries = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
      const json = operation.requestBody?.content?.['application/json'];
      const answer = operation.responses?.['200']?.content?.['application/json']?.schema;
      operations.set(operationKey(method, route), {
        method,
        path: route,
        query: queries.length === 0 ? 'none' : queries.some((q) => q.required) ? 'required' : 'optional',
        body: !json ? 'none' : operation.requestBody?.required ? 'required' : 'optional',
        data: isObject(answer) && isObject(answer.properties) && 'data' in answer.properties,
      });
    }
  }
  return operations;
}
