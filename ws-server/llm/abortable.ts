// Iterating a model's stream until a signal aborts, without waiting for the engine's next
// chunk: an engine that ignores its signal (or hangs) cannot hold up the next answer or a
// timeout.

export async function* abortable<T>(iterable: AsyncIterable<T>, signal: AbortSignal): AsyncGenerator<T> {
  const it = iterable[Symbol.asyncIterator]();
  let onAbort!: () => void;
  const aborted = new Promise<'aborted'>((resolve) => {
    onAbort = () => resolve('aborted');
    if (signal.aborted) resolve('aborted');
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    for (;;) {
      const pending = it.next();
      const step = await Promise.race([pending, aborted]);
      if (step === 'aborted') {
        pending.catch(() => undefined);
        void Promise.resolve(it.return?.()).catch(() => undefined);
        return;
      }
      if (step.done) return;
      yield step.value;
    }
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}
