import type { Request, Response } from 'express';

/** How long, and how much of the unread rest, is read and dropped before the connection is cut. */
const LINGER_MS = 2000;
const LINGER_BYTES = 4 * 1024 * 1024;

/**
 * Ends the connection of a request refused before its body was read to the end, once the answer is
 * sent: the connection is half-closed, so the client sees its end right after the answer and stops
 * sending; what still arrives is read and dropped for a moment (at most LINGER_MS or LINGER_BYTES),
 * then the connection is cut. Cut at once, the client's system could discard the answer unread
 * (a reset drops what it has received), and the client would see a broken connection instead.
 */
export function closeAfterAnswer(request: Request, response: Response): void {
  const socket = request.socket;
  response.once('finish', () => {
    socket.end();
    const cut = () => socket.destroy();
    const timer = setTimeout(cut, LINGER_MS).unref();
    socket.once('close', () => clearTimeout(timer));
    let dropped = 0;
    request.on('data', (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > LINGER_BYTES) cut();
    });
    request.resume();
  });
}
