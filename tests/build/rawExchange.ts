import net from 'node:net';

/** A response's status line and headers, read off the socket as the server wrote them. */
export interface RawExchange {
  status: number;
  /** Header names in lower case; a header sent twice has two values. */
  headers: Record<string, string[]>;
}

/** The status and headers of a response's head (the text before its blank line). */
function parseResponseHead(head: string): RawExchange {
  const [statusLine = '', ...lines] = head.split('\r\n');
  const status = /^HTTP\/\d\.\d (\d{3})/.exec(statusLine)?.[1];
  if (!status) throw new Error(`Not an HTTP response: ${JSON.stringify(statusLine)}`);
  const headers: Record<string, string[]> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    (headers[name] ??= []).push(line.slice(colon + 1).trim());
  }
  return {status: Number(status), headers};
}

/**
 * Sends a request exactly as written (odd request lines, a missing Host, a huge
 * URL: what fetch and http.request refuse to send) over a new connection, and
 * reads the response's head. The server may close as soon as it has answered,
 * even before reading all of a request it refused.
 */
export function sendRaw(connect: () => net.Socket, request: string): Promise<RawExchange> {
  return new Promise((resolve, reject) => {
    const socket = connect();
    let received = '';
    const finish = (): void => {
      const end = received.indexOf('\r\n\r\n');
      if (end === -1) reject(new Error(`No complete response head: ${JSON.stringify(received)}`));
      else resolve(parseResponseHead(received.slice(0, end)));
    };
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      received += chunk;
      if (received.includes('\r\n\r\n')) {
        socket.destroy();
        finish();
      }
    });
    socket.on('error', (error) => (received.includes('\r\n\r\n') ? finish() : reject(error)));
    socket.on('end', finish);
    socket.write(request);
  });
}

/** A plain TCP connection to the host and port of a URL. */
export function tcpTo(url: string): () => net.Socket {
  const {hostname, port} = new URL(url);
  return () => net.connect({host: hostname, port: Number(port)});
}
