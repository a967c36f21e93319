import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import {
  API_PARAMS,
  ApiError,
  isApiMethod,
  type ApiHandlers,
  type ApiMethod,
  type ApiResponse,
} from '../../../core/api/contract';
import { deepPlace, MAX_NESTING, NESTING_MESSAGE, tooDeep } from '../../../core/formats/parse';

export type Dispatch = (method: string, params: unknown) => Promise<ApiResponse>;

function describe(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .map((e) => {
      const where = e.instancePath || 'params';
      if (e.keyword === 'additionalProperties') return `${where}: unknown property '${String(e.params.additionalProperty)}'`;
      if (e.keyword === 'required') return `${where}: missing '${String(e.params.missingProperty)}'`;
      return `${where}: ${e.message ?? 'is not valid'}`;
    })
    .join('; ');
}

/**
 * Routes a call to its handler after checking the payload against the contract's schema.
 * Every transport goes through here, so a malformed message gets the same clear error over
 * IPC and HTTP, and never reaches a handler.
 */
export function createDispatch(handlers: ApiHandlers, log: (message: string) => void = () => {}): Dispatch {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  const validators = new Map<ApiMethod, ValidateFunction>();
  for (const [method, schema] of Object.entries(API_PARAMS)) validators.set(method as ApiMethod, ajv.compile(schema));

  return async (method, params) => {
    if (!isApiMethod(method)) {
      return { ok: false, error: { code: 'unknown-method', message: `There is no API method '${method}'.` } };
    }
    const payload = params === undefined ? {} : params;
    // One nesting limit for every way a document comes in: a document sits one level inside the params.
    const deep = tooDeep(payload, MAX_NESTING + 1);
    if (deep) {
      return { ok: false, error: { code: 'invalid-params', message: `${method}: params${deepPlace(deep)}: ${NESTING_MESSAGE}` } };
    }
    const validate = validators.get(method)!;
    if (!validate(payload)) {
      return { ok: false, error: { code: 'invalid-params', message: `${method}: ${describe(validate.errors)}` } };
    }
    try {
      const handler = handlers[method] as (p: unknown) => unknown;
      return { ok: true, result: await handler(payload) };
    } catch (error) {
      if (error instanceof ApiError) return { ok: false, error: { code: error.code, message: error.message } };
      log(`API ${method} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return {
        ok: false,
        error: { code: 'internal', message: `${method} failed: ${error instanceof Error ? error.message : String(error)}` },
      };
    }
  };
}
