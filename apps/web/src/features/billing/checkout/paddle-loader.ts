import { initializePaddle, type Paddle, type PaddleEventData } from '@paddle/paddle-js';

type Listener = (event: PaddleEventData) => void;

const instances = new Map<string, Promise<Paddle | null>>(); // by client token
let listener: Listener | null = null;

/**
 * Paddle.js, initialised once per page with the client token and one event callback that forwards
 * to the checkout currently open. Null when the script cannot load (blocked, offline).
 */
export function loadPaddle(clientToken: string, environment: 'sandbox' | 'production'): Promise<Paddle | null> {
  let instance = instances.get(clientToken);
  if (!instance) {
    instance = initializePaddle({ token: clientToken, environment, eventCallback: (event) => listener?.(event) })
      .then((p) => {
        if (!p) instances.delete(clientToken); // allow a later retry
        return p ?? null;
      })
      .catch((err: unknown) => {
        console.warn('Paddle checkout could not load', err);
        instances.delete(clientToken);
        return null;
      });
    instances.set(clientToken, instance);
  }
  return instance;
}

/** Routes Paddle's events to the open checkout. */
export function onPaddleEvent(fn: Listener | null) {
  listener = fn;
}
