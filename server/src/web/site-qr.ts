import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { SITE_QR_PATH } from '@contract/site-setting';
import { canonicalOrigin } from './page-renderer';

/**
 * GET /qr/site.svg: a QR code of this site kind's home page at its canonical address, so that a
 * phone scanning the footer's code opens the site it was shown on, wherever the site is deployed.
 * Drawn once per canonical origin (configured hosts only, so the cache stays small).
 */
export function registerSiteQr(fastify: FastifyInstance): void {
  const drawn = new Map<string, Promise<string>>();
  const { config } = fastify;
  fastify.get(SITE_QR_PATH, async (request, reply) => {
    const origin = canonicalOrigin(request.protocol, request.host, config.hostKinds, config.port);
    let svg = drawn.get(origin);
    if (!svg) {
      svg = QRCode.toString(`${origin}/home`, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
      drawn.set(origin, svg);
    }
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(await svg);
  });
}
