import { Readable } from 'node:stream';

/**
 * Reads the first `size` bytes of a stream (content sniffing) and gives back a stream of ALL its
 * bytes, the first ones included, without reading further ahead than one chunk: the rest still
 * streams. An error of the source after the head reaches the returned stream.
 */
export async function peekStream(source: Readable, size: number): Promise<{ head: Buffer; stream: Readable }> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < size) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const first = Buffer.concat(chunks);
  async function* all() {
    yield first;
    if (done) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  const stream = Readable.from(all(), { objectMode: false });
  // Destroying the returned stream (a refused file) releases the source too.
  stream.once('close', () => {
    if (!source.destroyed && !source.readableEnded) source.destroy();
  });
  return { head: first.subarray(0, size), stream };
}
