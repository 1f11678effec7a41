import type { Response } from 'supertest';

/** Asserts a success envelope and returns its data. */
export function dataOf<T = any>(response: Response, status = 200): T {
  expect({ status: response.status, body: response.body }).toMatchObject({
    status,
    body: { succeeded: true, errors: {} },
  });
  return response.body.data as T;
}

/** Asserts a failure envelope with the given status; returns its errors map. */
export function errorsOf(response: Response, status: number): Record<string, string[]> {
  expect({ status: response.status, body: response.body }).toMatchObject({
    status,
    body: { succeeded: false, data: null },
  });
  const errors = response.body.errors as Record<string, string[]>;
  expect(Object.keys(errors).length).toBeGreaterThan(0);
  for (const messages of Object.values(errors)) {
    for (const message of messages) expect(typeof message).toBe('string');
  }
  return errors;
}

export const GEORGIAN = /[\u10D0-\u10FF]/;
