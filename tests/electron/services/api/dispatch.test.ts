import { describe, expect, it } from 'vitest';
import { API_MAX_NESTING, API_METHODS, API_PARAMS, ApiError, nestsDeeperThan, type ApiHandlers } from '../../../../core/api/contract';
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

  it('refuses params nested deeper than the limit (as IPC delivers them, already objects) before any handler walks them', async () => {
    let called = false;
    const dispatch = createDispatch(handlers({ 'library.create': () => ((called = true), {} as never) }));
    const nest = (depth: number): unknown => {
      let v: unknown = 1;
      for (let i = 0; i < depth; i++) v = [v];
      return v;
    };
    const refused = await dispatch('library.create', { kind: 'army', title: 'Deep', content: nest(100_000) });
    expect(refused).toEqual({ ok: false, error: { code: 'invalid-params', message: `library.create: the request nests more than ${API_MAX_NESTING} levels deep.` } });
    expect(called).toBe(false);
    // Exactly at the limit passes: the params object is level 1, the content array level 2.
    expect(nestsDeeperThan({ content: nest(API_MAX_NESTING - 1) }, API_MAX_NESTING)).toBe(false);
    expect(nestsDeeperThan({ content: nest(API_MAX_NESTING) }, API_MAX_NESTING)).toBe(true);
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
