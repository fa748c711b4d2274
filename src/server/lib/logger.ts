import type { FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';

/**
 * Structured JSON logs. Request lines carry the path without its query string (it can hold a session
 * token or a reset code), and never a cookie or an authorization header.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization'],
    serializers: {
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: request.url.split('?')[0],
          host: request.host,
          remoteAddress: request.ip,
        };
      },
    },
  };
}
