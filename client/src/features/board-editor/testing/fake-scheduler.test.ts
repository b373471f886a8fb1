import { describe, expect, it, vi } from 'vitest';
import { FakeScheduler } from './fake-scheduler.ts';

describe('FakeScheduler', () => {
  it('runs due calls in time order, including ones scheduled while advancing', () => {
    const scheduler = new FakeScheduler();
    const order: string[] = [];
    scheduler.after(20, () => order.push('b@20'));
    scheduler.after(10, () => {
      order.push('a@10');
      scheduler.after(5, () => order.push('c@15'));
    });
    scheduler.advance(19);
    expect(order).toEqual(['a@10', 'c@15']);
    expect(scheduler.now()).toBe(19);
    scheduler.advance(1);
    expect(order).toEqual(['a@10', 'c@15', 'b@20']);
    expect(scheduler.pending).toBe(0);
  });

  it('cancels, and treats negative delays as due now', () => {
    const scheduler = new FakeScheduler();
    const cancelled = vi.fn();
    const late = vi.fn();
    const cancel = scheduler.after(5, cancelled);
    scheduler.after(-3, late);
    cancel();
    cancel();
    scheduler.advance(0);
    expect(late).toHaveBeenCalledTimes(1);
    scheduler.advance(10);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
