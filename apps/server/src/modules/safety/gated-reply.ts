import type { Screened } from './safety-types';

/**
 * The model's reply, started at once but held back until the provider-side check has answered,
 * so the time to first token is the slower of the two, not their sum (issue 15). When the check
 * flags the turn, the model call is aborted and the calm crisis reply takes its place: the
 * model's words are never shown or stored (issue 13).
 */
export async function* gatedReply(model: AsyncIterable<string>, check: Promise<Screened | null>, abort: AbortController, onCrisis: (screened: Screened) => void): AsyncIterable<string> {
  const iterator = model[Symbol.asyncIterator]();
  // Asking for the first chunk now starts the provider call (a generator runs only when asked).
  const first = iterator.next();
  first.catch(() => {}); // a failure is rethrown below, unless the check already replaced the reply
  const verdict = await check;
  if (verdict?.safety.crisis) {
    abort.abort();
    onCrisis(verdict);
    yield verdict.crisisReply ?? '';
    return;
  }
  for (let step = await first; !step.done; step = await iterator.next()) yield step.value;
}
