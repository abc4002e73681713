/**
 * A request body the test controls: `send` a chunk, `end` it. `reading` resolves once the server asks for its
 * first bytes, and `pulls` counts the reads (none is made before someone reads: high-water mark 0).
 */
export function heldBody() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let pulls = 0;
  let started!: () => void;
  const reading = new Promise<void>((resolve) => (started = resolve));
  const stream = new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
      },
      pull() {
        pulls += 1;
        started();
      },
    },
    { highWaterMark: 0 },
  );
  return {
    stream,
    reading,
    get pulls() {
      return pulls;
    },
    send: (text: string) => controller.enqueue(new TextEncoder().encode(text)),
    end: () => controller.close(),
  };
}
