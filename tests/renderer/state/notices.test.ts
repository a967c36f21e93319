/**
 * The notices at the foot of the window (renderer/src/state/notices.svelte.ts) on a clock the test moves:
 * each goes after its time, a notice with an action stays longer, a fault stays until dismissed, the same
 * words replace the first notice, and a failed backend call becomes a notice with the backend's words.
 */
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../../renderer/src/platform/api';
import { FAILED_CALL_MS, NOTICE_MS, NOTICE_WITH_ACTION_MS, Notices } from '../../../renderer/src/state/notices.svelte';
import { FakeClock } from '../fakeClock';

const texts = (notices: Notices) => notices.list.map((n) => `${n.tone}: ${n.text}`);

describe('notices', () => {
  it('each goes after its own time on the clock, and not a moment before', () => {
    const clock = new FakeClock();
    const notices = new Notices(clock);
    notices.notify('Saved the file.');
    notices.notify('Choose a side first.', { tone: 'error', action: { label: 'Undo', run: () => {} } });
    expect(texts(notices)).toEqual(['info: Saved the file.', 'error: Choose a side first.']);
    clock.advance(NOTICE_MS - 1);
    expect(texts(notices)).toHaveLength(2);
    clock.advance(1);
    expect(texts(notices)).toEqual(['error: Choose a side first.']);
    clock.advance(NOTICE_WITH_ACTION_MS - NOTICE_MS);
    expect(texts(notices)).toEqual([]);
  });

  it('a notice without a time (a fault) stays until dismissed', () => {
    const clock = new FakeClock();
    const notices = new Notices(clock);
    notices.notify('Internal error', { tone: 'fault', timeoutMs: null });
    expect(clock.pending).toBe(0);
    clock.advance(60_000);
    expect(texts(notices)).toEqual(['fault: Internal error']);
    notices.dismiss(notices.list[0]!.id);
    expect(notices.list).toEqual([]);
  });

  it('the same words again replace the first notice rather than stack under it; other tones do not', () => {
    const clock = new FakeClock();
    const notices = new Notices(clock);
    notices.notify('Saved "Iron Brigade" in the library.');
    const first = notices.list[0]!.id;
    notices.notify('Saved "Iron Brigade" in the library.');
    notices.notify('Saved "Iron Brigade" in the library.', { tone: 'error' });
    expect(texts(notices)).toEqual(['info: Saved "Iron Brigade" in the library.', 'error: Saved "Iron Brigade" in the library.']);
    expect(notices.list[0]!.id).not.toBe(first);
    // The first one's timer goes off harmlessly: the second keeps its full time.
    clock.advance(NOTICE_MS);
    expect(texts(notices)).toEqual([]);
  });

  it('a failed backend call becomes an error notice in the backend’s words, and the call answers undefined', async () => {
    const clock = new FakeClock();
    const notices = new Notices(clock);
    const answer = await notices.attempt('Saving', () => Promise.reject(new ApiCallError('conflict', 'saved from another window')));
    expect(answer).toBeUndefined();
    expect(texts(notices)).toEqual(['error: Saving failed: saved from another window']);
    clock.advance(FAILED_CALL_MS - 1);
    expect(notices.list).toHaveLength(1);
    clock.advance(1);
    expect(notices.list).toHaveLength(0);
    await expect(notices.attempt('Reading', () => Promise.resolve(42))).resolves.toBe(42);
    expect(notices.list).toHaveLength(0);
  });
});
