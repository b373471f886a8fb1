import { KeyboardSensor } from '@dnd-kit/core';
import type { KeyboardSensorProps, SensorInstance } from '@dnd-kit/core';
import { useEffect, useRef } from 'react';

/**
 * dnd-kit's keyboard sensor, hearing the keys pressed right after the pick-up too. The stock
 * sensor starts listening one timer task after the key that picked the item up (so that this key
 * does not also drop it); browsers run input before timers, so on a busy page (a slow tablet) an
 * arrow pressed at once arrived while nothing listened and the item stayed where it was. This
 * one holds those keys until the stock sensor listens, then hands them on in their order.
 */
export class PromptKeyboardSensor implements SensorInstance {
  static activators = KeyboardSensor.activators;

  readonly #inner: KeyboardSensor;

  constructor(props: KeyboardSensorProps) {
    const { event: pickUp } = props;
    const view = (pickUp.target as Node | null)?.ownerDocument?.defaultView ?? window;
    const held: KeyboardEvent[] = [];
    // On the window's capture phase: ahead of the document, where the stock sensor listens.
    const hold = (event: KeyboardEvent) => {
      if (event === pickUp) return;
      event.stopImmediatePropagation();
      event.preventDefault();
      held.push(event);
    };
    view.addEventListener('keydown', hold, true);
    this.#inner = new KeyboardSensor(props);
    // Queued after the stock sensor's own timer: it listens when this runs.
    view.setTimeout(() => {
      view.removeEventListener('keydown', hold, true);
      for (const event of held) view.document.dispatchEvent(copyOf(event));
    });
  }

  get autoScrollEnabled(): boolean {
    return this.#inner.autoScrollEnabled;
  }
}

/** A new keydown like `event` (an event is dispatched once): the stock sensor reads these. */
function copyOf(event: KeyboardEvent): KeyboardEvent {
  const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
  return new KeyboardEvent('keydown', {
    key,
    code,
    shiftKey,
    ctrlKey,
    altKey,
    metaKey,
    bubbles: true,
    cancelable: true,
  });
}

/**
 * Cancels a drag still running when the component goes away. dnd-kit leaves the drag's sensor
 * listening on the document then: the keyboard sensor took the next page's first Space or Enter
 * as a drop (a search typed after leaving the planner mid-drag lost its first space). Escape is
 * what every sensor cancels on.
 */
export function useEndDragOnUnmount(dragging: () => boolean): void {
  const isDragging = useRef(dragging);
  useEffect(() => {
    isDragging.current = dragging;
  });
  useEffect(
    () => () => {
      if (!isDragging.current()) return;
      const escape = { key: 'Escape', code: 'Escape', bubbles: true, cancelable: true };
      document.dispatchEvent(new KeyboardEvent('keydown', escape));
    },
    [],
  );
}
