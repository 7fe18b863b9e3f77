// Waiting in asynchronous tests: for a condition (bounded, so a broken client
// fails instead of hanging) or for pending messages to be delivered.

/** Resolves once `condition()` holds; rejects after `ms` milliseconds. */
export async function until(condition: () => boolean, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Lets queued messages arrive (50 ms). */
export const settle = (): Promise<unknown> => new Promise((resolve) => setTimeout(resolve, 50));
