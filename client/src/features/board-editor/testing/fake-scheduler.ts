import type { CancelScheduled, Scheduler } from '../playback/scheduler.ts';

interface Task {
  at: number;
  order: number;
  callback: () => void;
}

/** A {@link Scheduler} whose time moves only when a test calls {@link FakeScheduler.advance}. */
export class FakeScheduler implements Scheduler {
  #now = 0;
  #order = 0;
  #tasks: Task[] = [];

  now(): number {
    return this.#now;
  }

  after(delayMs: number, callback: () => void): CancelScheduled {
    const task: Task = { at: this.#now + Math.max(0, delayMs), order: this.#order++, callback };
    this.#tasks.push(task);
    return () => {
      this.#tasks = this.#tasks.filter((candidate) => candidate !== task);
    };
  }

  /** The next frame comes at once: a test sees the work by advancing the clock by 0. */
  afterPaint(callback: () => void): CancelScheduled {
    return this.after(0, callback);
  }

  get pending(): number {
    return this.#tasks.length;
  }

  /** Runs every call due within `ms`, in time order, including calls scheduled meanwhile. */
  advance(ms: number): void {
    const end = this.#now + ms;
    for (;;) {
      const next = this.#tasks
        .filter((task) => task.at <= end)
        .sort((a, b) => a.at - b.at || a.order - b.order)[0];
      if (!next) break;
      this.#tasks = this.#tasks.filter((task) => task !== next);
      this.#now = next.at;
      next.callback();
    }
    this.#now = end;
  }
}
