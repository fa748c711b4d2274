import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordIdOfPath } from '@shared/contracts/numbers';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { escapeHtml } from '../../lib/mail-layout';
import { newestMails, outboxMail } from './outbox.service';

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);
/** Headers a proxy or CDN adds to name the real client (X-Forwarded-* too). */
const forwardingHeaders = new Set([
  'forwarded',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'x-original-forwarded-for',
  'cf-connecting-ip',
  'true-client-ip',
  'fastly-client-ip',
  'fly-client-ip',
  'via',
]);

/**
 * From this machine only: a loopback socket, a loopback Host (a DNS-rebinding page carries its own
 * name) and no proxy headers (behind a local reverse proxy every visitor would look local).
 */
function onlyFromThisMachine(request: FastifyRequest) {
  const host = (request.headers.host ?? '').replace(/:\d+$/, '');
  const proxied = Object.keys(request.headers).some(
    (h) => forwardingHeaders.has(h) || h.startsWith('x-forwarded-'),
  );
  if (!loopback.has(request.socket.remoteAddress ?? '') || !loopbackHosts.has(host) || proxied)
    throw new AppError('not_found');
}

/**
 * The local outbox page (decisions D11): without SMTP every e-mail is kept in the database and read
 * here, from this machine only, so password resets work out of the box.
 */
export async function outboxRoutes(app: FastifyInstance, deps: Deps) {
  if (!outboxPageEnabled(deps.config)) return;

  app.get('/dev/outbox', async (request, reply) => {
    onlyFromThisMachine(request);
    const rows = await newestMails(deps.db);
    const items = rows
      .map(
        (r) =>
          `<li><a href="/dev/outbox/${r.id}">${escapeHtml(r.subject)}</a> to ${escapeHtml(r.to)} <small>(${escapeHtml(r.template)}, ${r.createdAt.toISOString()})</small></li>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(
        page(
          'Outbox',
          `<h1>Outbox</h1><p>E-mail kept by this development server (no SMTP_URL set). Newest first.</p><ol>${items || '<li>No e-mail yet.</li>'}</ol>`,
        ),
      );
  });

  app.get<{ Params: { id: string } }>('/dev/outbox/:id', async (request, reply) => {
    onlyFromThisMachine(request);
    const mail = await outboxMail(deps.db, outboxId(request.params.id));
    if (!mail) throw new AppError('not_found');
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(
        page(
          mail.subject,
          `<p><a href="/dev/outbox">Back to the outbox</a></p><h1>${escapeHtml(mail.subject)}</h1><p>To: ${escapeHtml(mail.toAddress)}</p><pre style="white-space:pre-wrap">${linkify(escapeHtml(mail.text))}</pre>`,
        ),
      );
  });
}

/**
 * OUTBOX_PAGE=1 or 0 decides; unset, the page is on only without SMTP and outside production, or in
 * production on a local demo (PUBLIC_URL on localhost, as `npm start` runs by default). Never with SMTP.
 */
export function outboxPageEnabled(config: Deps['config']): boolean {
  if (config.smtpUrl) return false;
  if (config.outboxPage !== undefined) return config.outboxPage;
  return config.env !== 'production' || config.isLocal;
}

function outboxId(param: string): number {
  const id = recordIdOfPath(param);
  if (id === null) throw new AppError('not_found');
  return id;
}

function linkify(text: string): string {
  return text.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem">${body}</body></html>`;
}
