import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers with a Content-Security-Policy the app itself passes: scripts only from our origin
 * (the Vite build has no inline script), styles from our origin plus inline style attributes set by
 * the dialog library, images from our origin and data/blob URLs (crop previews).
 */
export async function securityPlugin(app: FastifyInstance) {
  await app.register(helmet, {
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
        ...(app.config.publicUrl.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    // The default no-referrer makes browsers send `Origin: null` on plain form posts, which the
    // cross-origin check must refuse; this policy keeps the origin for our own requests.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: app.config.publicUrl.startsWith('https:') ? { maxAge: 15552000, includeSubDomains: true } : false,
  });
}
