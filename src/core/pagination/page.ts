import type { Page } from '../envelope/envelope.js';

/** The first page of a list, `pageSize` long, out of `totalCount` items. */
export const firstPage = <T>(items: T[], totalCount: number, pageSize: number): Page<T> => ({
  items,
  totalCount,
  page: 1,
  pageSize,
});
