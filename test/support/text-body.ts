import type { Response } from 'superagent';

/** A supertest `.parse()` that keeps any answer as text (supertest does so only for text/* and JSON). */
export function asText(response: Response, done: (error: Error | null, body: string) => void): void {
  let text = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => (text += chunk));
  response.on('end', () => done(null, text));
}

/** A supertest `.parse()` that keeps any answer as bytes (files, archives). */
export function asBytes(response: Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}
