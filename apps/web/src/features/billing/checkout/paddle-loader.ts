import { initializePaddle, type Paddle, type PaddleEventData } from '@paddle/paddle-js';

type Listener = (event: PaddleEventData) => void;

let instance: Promise<Paddle | null> | null = null;
let listener: Listener | null = null;

/**
 * Paddle.js, initialised once per page with the client token and one event callback that forwards
 * to the checkout currently open. Null when the script cannot load (blocked, offline).
 */
export function loadPaddle(clientToken: string, environment: 'sandbox' | 'production'): Promise<Paddle | null> {
  instance ??= initializePaddle({ token: clientToken, environment, eventCallback: (event) => listener?.(event) })
    .then((p) => p ?? null)
    .catch((err: unknown) => {
      console.warn('Paddle checkout could not load', err);
      instance = null; // allow a later retry
      return null;
    });
  return instance;
}

/** Routes Paddle's events to the open checkout. */
export function onPaddleEvent(fn: Listener | null) {
  listener = fn;
}
