/**
 * A clock a test moves by hand (renderer/src/state/clock.ts): timers fire in order of when they are due
 * as `advance` passes their time, never by themselves, so autosave and notices are tested without sleeping.
 */
import type { Clock, TimerId } from '../../renderer/src/state/clock';

interface Timer {
  due: number;
  every: number | null;
  run: () => void;
}

export class FakeClock implements Clock {
  now = 0;
  private readonly timers = new Map<number, Timer>();
  private nextId = 1;

  setTimeout(run: () => void, ms: number): TimerId {
    return this.add(run, ms, null);
  }

  setInterval(run: () => void, ms: number): TimerId {
    return this.add(run, ms, ms);
  }

  clearTimeout(id: TimerId): void {
    this.timers.delete(id as unknown as number);
  }

  clearInterval(id: TimerId): void {
    this.timers.delete(id as unknown as number);
  }

  /** How many timers are waiting. */
  get pending(): number {
    return this.timers.size;
  }

  /** Moves time on by `ms`, running every timer that falls due on the way, in order. */
  advance(ms: number): void {
    const end = this.now + ms;
    for (;;) {
      const next = [...this.timers.entries()].filter(([, t]) => t.due <= end).sort((a, b) => a[1].due - b[1].due || a[0] - b[0])[0];
      if (!next) break;
      const [id, timer] = next;
      this.now = timer.due;
      if (timer.every === null) this.timers.delete(id);
      else timer.due += timer.every;
      timer.run();
    }
    this.now = end;
  }

  private add(run: () => void, ms: number, every: number | null): TimerId {
    const id = this.nextId++;
    this.timers.set(id, { due: this.now + ms, every, run });
    return id as unknown as TimerId;
  }
}
