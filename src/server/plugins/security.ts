import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers with a Content-Security-Policy the app itself passes: scripts only from our origin
 * (the Vite build has no inline script), styles from our origin plus inline style attributes set by
 * the dialog library, images from our origin and data/blob URLs (crop previews).
 *
 * Helmet's middleware is built once and run on every request. (@fastify/helmet built it again for each
 * request, parsing the policy every time: a tenth of the server's CPU in the search bench.)
 */
export async function securityPlugin(app: FastifyInstance) {
  const https = app.config.publicUrl.startsWith('https:');
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameSrc: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    // The default no-referrer makes browsers send `Origin: null` on plain form posts, which the
    // cross-origin check must refuse; this policy keeps the origin for our own requests.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: https ? { maxAge: 15552000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
