import type { Response } from 'superagent';

/** A supertest `.parse()` that keeps any answer as text (supertest does so only for text/* and JSON). */
export function asText(response: Response, done: (error: Error | null, body: string) => void): void {
  let text = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => (text += chunk));
  response.on('end', () => done(null, text));
}
