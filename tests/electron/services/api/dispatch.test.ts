import { describe, expect, it } from 'vitest';
import { API_METHODS, API_PARAMS, ApiError, type ApiHandlers } from '../../../../core/api/contract';
import { createDispatch } from '../../../../electron/services/api/dispatch';

function handlers(overrides: Partial<ApiHandlers> = {}): ApiHandlers {
  const fail = () => {
    throw new Error('not used');
  };
  const all = Object.fromEntries(API_METHODS.map((m) => [m, fail])) as unknown as ApiHandlers;
  return { ...all, ...overrides };
}

describe('API dispatch', () => {
  it('has a parameter schema for every method of the contract', () => {
    expect(Object.keys(API_PARAMS).sort()).toEqual([...API_METHODS].sort());
  });

  it('passes a valid payload to the handler and wraps its result', async () => {
    const dispatch = createDispatch(handlers({ 'library.rename': (p) => ({ id: p.id, title: p.title }) as never }));
    expect(await dispatch('library.rename', { id: 'a', title: 'B' })).toEqual({ ok: true, result: { id: 'a', title: 'B' } });
  });

  it('refuses a payload with a missing or wrongly typed field without calling the handler', async () => {
    let called = false;
    const dispatch = createDispatch(handlers({ 'library.get': () => ((called = true), {} as never) }));
    expect(await dispatch('library.get', {})).toEqual({ ok: false, error: { code: 'invalid-params', message: "library.get: params: missing 'id'" } });
    expect(await dispatch('library.get', { id: 7 })).toMatchObject({ ok: false, error: { code: 'invalid-params' } });
    expect(await dispatch('library.get', 'not an object')).toMatchObject({ ok: false, error: { code: 'invalid-params' } });
    expect(await dispatch('library.create', { kind: 'novel', title: 'x', content: {} })).toMatchObject({ ok: false, error: { code: 'invalid-params' } });
    expect(called).toBe(false);
  });

  it('refuses a payload nested deeper than any document, naming the place, before any handler or schema check', async () => {
    let called = false;
    const dispatch = createDispatch(handlers({ 'library.create': () => ((called = true), {} as never) }));
    let content: unknown = 1;
    for (let i = 0; i < 5000; i++) content = [content];
    const answer = await dispatch('library.create', { kind: 'army', title: 'x', content });
    expect(answer).toEqual({
      ok: false,
      error: { code: 'invalid-params', message: expect.stringMatching(/^library\.create: params\/content\/0\/0\/.*\(258 levels\): the document nests more than 256 levels deep/) },
    });
    expect(called).toBe(false);
    // A document as deep as the limit still reaches the handler.
    let ok: unknown = 1;
    for (let i = 0; i < 255; i++) ok = [ok];
    await dispatch('library.create', { kind: 'army', title: 'x', content: ok });
    expect(called).toBe(true);
  });

  it('turns a handler ApiError into its code and an unexpected throw into "internal", never a crash', async () => {
    const logged: string[] = [];
    const dispatch = createDispatch(
      handlers({
        'library.get': () => {
          throw new ApiError('not-found', 'There is no document x in the library.');
        },
        'library.list': () => {
          throw new TypeError('boom');
        },
      }),
      (m) => logged.push(m),
    );
    expect(await dispatch('library.get', { id: 'x' })).toEqual({ ok: false, error: { code: 'not-found', message: 'There is no document x in the library.' } });
    expect(await dispatch('library.list', {})).toEqual({ ok: false, error: { code: 'internal', message: 'library.list failed: boom' } });
    expect(logged[0]).toMatch(/TypeError: boom/);
  });

  it('answers an unknown method, including names on Object.prototype', async () => {
    const dispatch = createDispatch(handlers());
    expect(await dispatch('toString', {})).toMatchObject({ ok: false, error: { code: 'unknown-method' } });
    expect(await dispatch('__proto__', {})).toMatchObject({ ok: false, error: { code: 'unknown-method' } });
  });
});
