import net from 'node:net';

/**
 * Writes `text` to a fresh connection exactly as given (no client library would send a broken
 * Host or request line) and resolves with the status of the answer, or null when the server
 * closed the connection without one. `halfClose` ends our side after writing, as a client that
 * gave up mid-upload does.
 */
export function rawExchange(
  base: string,
  text: string,
  { halfClose = false, timeoutMs = 5_000 } = {},
): Promise<{ status: number | null; head: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let received = '';
    const finish = () => {
      socket.destroy();
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(received)?.[1];
      resolve({
        status: status ? Number(status) : null,
        head: received.split('\r\n\r\n')[0] ?? '',
      });
    };
    socket.setTimeout(timeoutMs, finish);
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      // One answer is all we wait for: its head and whatever body came with it.
      if (received.includes('\r\n\r\n')) setTimeout(finish, 50);
    });
    socket.on('end', finish);
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET' ? finish() : reject(error),
    );
    socket.write(text, 'latin1', () => {
      if (halfClose) socket.end();
    });
  });
}
