import { STATUS_CODES } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Lng } from '../contract/constants';
import { parseLng } from '../lib/lng';
import { message, messageWith, type MessageId } from '../lib/messages';
import { RefusedRequest } from './refused-request';

/** What the error handler knows of an error thrown before or by validation. */
export interface EdgeError {
  code?: string;
  validation?: unknown;
  validationContext?: string;
}

interface SchemaError {
  keyword: string;
  instancePath?: string;
  params?: Record<string, unknown>;
}

const TYPE_REASONS: Record<string, MessageId> = {
  number: 'mustBeNumber',
  integer: 'mustBeInteger',
  boolean: 'mustBeBoolean',
  string: 'mustBeText',
  array: 'mustBeList',
  object: 'mustBeObject',
};

/** Why a value was refused, in the caller's language; undefined when no short reason fits. */
function reason(error: SchemaError, lng: Lng): string | undefined {
  const params = error.params ?? {};
  const limit = { limit: String(params.limit) };
  switch (error.keyword) {
    case 'finite':
      return message('mustBeFinite', lng);
    case 'x-whole-cents':
      return message('mustBeCents', lng);
    case 'type': {
      const id = TYPE_REASONS[String(params.type).split(',')[0]];
      return id && message(id, lng);
    }
    case 'maximum':
      return messageWith('mustBeAtMost', lng, limit);
    case 'minimum':
      return messageWith('mustBeAtLeast', lng, limit);
    case 'exclusiveMinimum':
      return messageWith('mustBeAbove', lng, limit);
    case 'exclusiveMaximum':
      return messageWith('mustBeBelow', lng, limit);
    case 'maxLength':
      return messageWith('tooLong', lng, limit);
    case 'maxItems':
      return messageWith('tooManyItems', lng, limit);
    case 'minItems':
      return messageWith('tooFewItems', lng, limit);
    case 'minProperties':
    case 'minLength':
      return message('mustNotBeEmpty', lng);
    case 'x-person-name':
      return params.chars
        ? messageWith('personNameCharacters', lng, { chars: String(params.chars) })
        : message('personNameStart', lng);
    case 'pattern':
    case 'format':
      return message('wrongFormat', lng);
    case 'enum':
      return messageWith('mustBeOneOf', lng, { values: ([] as unknown[]).concat(params.allowedValues).join(', ') });
    case 'const':
      return messageWith('mustBeOneOf', lng, { values: String(params.allowedValue) });
    case 'additionalProperties':
      return messageWith('unknownField', lng, { name: String(params.additionalProperty) });
    case 'required':
      return messageWith('missingField', lng, { name: String(params.missingProperty) });
    default:
      return undefined;
  }
}

/** 'Invalid value: querystring/limit must be at most 1000', in the caller's language. */
function validationText(errors: SchemaError[], context: string | undefined, lng: Lng): string {
  const [first] = errors;
  const where = `${context ?? 'request'}${first?.instancePath ?? ''}`;
  const why = first && reason(first, lng);
  return `${message('invalidValue', lng)}: ${where}${why ? ` ${why}` : ''}`;
}

/**
 * A body refused by the person-name rule (lib/person-name.ts), as the accounts' calls say it: their
 * other schema failures are the spec's one 'invalid parameters' (spec §8), but a name deserves
 * the characters to remove. Undefined for any other failure.
 */
export function personNameRefusal(error: EdgeError): RefusedRequest | undefined {
  if (!Array.isArray(error.validation)) return undefined;
  const [first] = error.validation as SchemaError[];
  if (first?.keyword !== 'x-person-name') return undefined;
  const chars = String(first.params?.chars ?? '');
  return chars ? new RefusedRequest(400, 'nameCharacters', { chars }) : new RefusedRequest(400, 'nameStart');
}

const BODY_ERRORS: Record<string, MessageId> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'bodyNotSupported',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'bodyNotJson',
  FST_ERR_CTP_INVALID_JSON_BODY: 'bodyNotJson',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bodyIncomplete',
};

/**
 * The translated message of a request refused at the edge (docs/adr/010): a failed validation, a
 * body too large, too deep, not JSON, or of another type; undefined for other errors.
 */
export function edgeErrorText(error: EdgeError, request: FastifyRequest): string | undefined {
  const lng = request.lng;
  if (error instanceof RefusedRequest) return messageWith(error.messageId, lng, error.values);
  if (Array.isArray(error.validation))
    return validationText(error.validation as SchemaError[], error.validationContext, lng);
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return messageWith('bodyTooLarge', lng, { limit: Math.floor(request.routeOptions.bodyLimit / 1024) });
  }
  const id = error.code === undefined ? undefined : BODY_ERRORS[error.code];
  return id && message(id, lng);
}

const ROUTER_ERRORS: Record<string, [number, MessageId]> = {
  FST_ERR_BAD_URL: [400, 'badAddress'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'addressTooLong'],
};

/**
 * Fastify's `frameworkErrors`: a path the router cannot read (bad percent-encoding, a path
 * parameter past 100 characters) answered in the API's error shape and the caller's language,
 * instead of Fastify's text that echoes the path back.
 */
export function routerErrorAnswer(error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply) {
  const [status, id] = ROUTER_ERRORS[error.code ?? ''] ?? [500, 'somethingWrong'];
  const text = message(id, parseLng(request.headers.lng));
  return reply.code(status).send({ statusCode: status, error: STATUS_CODES[status] ?? 'Error', message: text });
}
