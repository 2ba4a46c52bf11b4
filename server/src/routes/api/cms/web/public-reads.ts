import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static, TSchema } from 'typebox';
import { CODE } from '@contract/codes';
import { IdQuery, PlatformQuery, type Platform } from '@contract/common';
import { platformOfHost } from '../../../../config/host-kinds';
import { ClientError } from '../../../../lib/client-error';
import { CACHED_PUBLIC_READ, type JsonCache } from '../../../../lib/json-cache';
import { ok, responses } from '../../../../lib/responses';

/**
 * The public read routes' shapes. Each handler is synchronous and hands `answers` the cache key
 * at once; the loader runs on a miss only. That is the site's hottest path: keep a hit this cheap
 * (no await, no hook, nothing built per request beyond the key and the loader).
 */

type Instance = Parameters<FastifyPluginAsyncTypebox>[0];

/** GET `url`?platform=: what `read` gives for the platform (the host's without one), cached per platform. */
export function platformRead<S extends TSchema>(
  fastify: Instance,
  answers: JsonCache,
  spec: { url: string; response: S; keyPrefix: string; read: (platform: Platform) => Promise<Static<S>> },
): void {
  const { keyPrefix, read } = spec;
  fastify.get(
    spec.url,
    // The read function's type is checked against the schema at the call; Fastify cannot follow it here.
    {
      ...CACHED_PUBLIC_READ,
      schema: { querystring: PlatformQuery, response: responses(spec.response as TSchema) },
    },
    (request, reply) => {
      const platform = request.query.platform ?? platformOfHost(fastify.config.hostKinds, request.host);
      return answers.send(reply, `${keyPrefix}${platform}`, async () => ok(await read(platform)));
    },
  );
}

/** GET `url`?id=: what `find` gives for the id, cached per id; none is a 404 with the `notFound` message. */
export function detailsRead<S extends TSchema>(
  fastify: Instance,
  answers: JsonCache,
  spec: {
    url: string;
    response: S;
    keyPrefix: string;
    find: (id: number) => Promise<Static<S> | undefined>;
    notFound: string;
  },
): void {
  const { keyPrefix, find, notFound } = spec;
  fastify.get(
    spec.url,
    {
      ...CACHED_PUBLIC_READ,
      schema: { querystring: IdQuery, response: responses(spec.response as TSchema) },
    },
    (request, reply) =>
      answers.send(reply, `${keyPrefix}${request.query.id}`, async () => {
        const found = await find(request.query.id);
        if (!found) throw new ClientError(404, CODE.notFound, notFound);
        return ok(found);
      }),
  );
}

/** The plugin of a family whose only public call is its platform's list (GET /listForClient?platform=). */
export const platformListPlugin =
  <S extends TSchema>(
    response: S,
    read: (fastify: Instance, platform: Platform) => Promise<Static<S>>,
  ): FastifyPluginAsyncTypebox =>
  async (fastify) => {
    platformRead(fastify, fastify.publicContent.jsonCache(), {
      url: '/listForClient',
      response,
      keyPrefix: '',
      read: (platform) => read(fastify, platform),
    });
  };
