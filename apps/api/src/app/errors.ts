import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { APP_TEXTS, MESSAGES } from '@local-shops/shared';
import { REQUEST_MESSAGES } from '@local-shops/shared/locales/en/rules';
import { databaseFault } from '../db/availability.ts';
import { ReadAbortedError } from '../db/read-scope.ts';
import { ERROR_NO_STORE } from '../lib/http-cache.ts';
import { HttpError, ServiceBusyError, TooManyRequestsError } from '../lib/http-errors.ts';
import { catalogue, localeOf, varyOnLanguage } from '../lib/texts.ts';
import { BUSY_RETRY_AFTER_SECONDS } from '../lib/timed-reads.ts';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/**
 * Sends an error in our JSON shape, its message in the language of the request (decision 0046),
 * kept by no cache (decision 0071): not even the policy its route set before it failed.
 */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  message: string | HttpError,
) {
  const locale = localeOf(request);
  varyOnLanguage(reply);
  reply.header('cache-control', ERROR_NO_STORE);
  const text = message instanceof HttpError ? message.messageIn(locale) : catalogue.translate(message, locale);
  return reply.code(statusCode).send({ statusCode, error: STATUS_TEXT[statusCode] ?? 'Error', message: text });
}

/** Messages for Fastify's own client errors, which otherwise leak parser internals. */
function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return REQUEST_MESSAGES.notJson;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return REQUEST_MESSAGES.tooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return REQUEST_MESSAGES.mustBeJson;
    default:
      return REQUEST_MESSAGES.notValid;
  }
}

/** Errors the router raises before any route runs (an over-long path parameter, a bad escape) in our shape. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  void sendError(
    request,
    reply,
    status,
    status === 414 ? REQUEST_MESSAGES.addressTooLong : REQUEST_MESSAGES.addressNotValid,
  );
}

/**
 * The one error handler, set on the root (fastify-plugin) before any route is registered: a
 * route keeps the handler its context had when it was added.
 */
export const errorHandler = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        if (error instanceof TooManyRequestsError || error instanceof ServiceBusyError)
          reply.header('retry-after', String(error.retryAfterSeconds));
        return sendError(request, reply, error.statusCode, error);
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) return sendError(request, reply, status, clientErrorMessage(error));
      const fault = databaseFault(error);
      if (fault === 'busy') {
        // A client that went away (a phone losing its signal, a bench stopping) is routine; a read
        // stopped by its time limit is not.
        if (error instanceof ReadAbortedError) request.log.info('read abandoned: the client went away');
        else request.log.warn({ err: error }, 'database read stopped');
        reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
        return sendError(request, reply, 503, MESSAGES.databaseBusy);
      }
      if (fault) {
        request.log.warn({ err: error }, fault === 'read-only' ? 'database cannot write' : 'database unavailable');
        return sendError(
          request,
          reply,
          503,
          fault === 'read-only' ? MESSAGES.databaseReadOnly : MESSAGES.databaseUnavailable,
        );
      }
      request.log.error({ err: error }, 'unhandled error');
      return sendError(request, reply, 500, APP_TEXTS.internalError);
    });
  },
  { name: 'error-handler' },
);
