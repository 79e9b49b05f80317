// Query and path fields shared by the platform's listing endpoints (configuration, content,
// logistics): page-number paging in the shape of the
// SDK's Page typedef, and bounded free text.
import { z } from 'zod';

export type PageRequest = { pageNo: number; pageSize: number };
/** Page-number paging as every listing answers it (the SDK's Page typedef, type 'number'). */
export type NumberPage = {
  type: 'number';
  current: number;
  size: number;
  item_total: number;
  has_previous: boolean;
  has_next: boolean;
};

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** page_no / page_size as the official SDK sends them; pageNo / pageSize are accepted too. */
export function pageFields(maxSize: number) {
  return {
    page_no: int(1, 1_000_000).optional(),
    page_size: int(1, maxSize).optional(),
    pageNo: int(1, 1_000_000).optional(),
    pageSize: int(1, maxSize).optional(),
  };
}

type PageInput = { page_no?: number; page_size?: number; pageNo?: number; pageSize?: number };

export function readPage(input: PageInput, defaultSize: number): PageRequest {
  return { pageNo: input.page_no ?? input.pageNo ?? 1, pageSize: input.page_size ?? input.pageSize ?? defaultSize };
}

export function pageOf(request: PageRequest, itemTotal: number): NumberPage {
  return {
    type: 'number',
    current: request.pageNo,
    size: request.pageSize,
    item_total: itemTotal,
    has_previous: request.pageNo > 1,
    has_next: request.pageNo * request.pageSize < itemTotal,
  };
}

export function offsetOf(request: PageRequest): number {
  return (request.pageNo - 1) * request.pageSize;
}

/** Free text from a query or path: trimmed, bounded, no control characters (PostgreSQL rejects NUL). */
export function plainText(max: number) {
  return z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'must not contain control characters');
}

/** An optional filter; an empty value (?q=) counts as absent. */
export function optionalText(max: number) {
  return z
    .union([z.literal(''), plainText(max)])
    .optional()
    .transform((v) => v || undefined);
}

/**
 * page_id of cursor paging (the SDK's getFollowedListing, getUserPointsHistory): '*' or empty for
 * the first page, else the next_id an answer gave out (the next page number as text).
 */
export const cursorPageId = z
  .string()
  .trim()
  .refine((v) => v === '' || v === '*' || /^[1-9]\d{0,5}$/.test(v), {
    message: 'unknown page_id; use * or a next_id from the previous page',
  })
  .transform((v) => (v === '' || v === '*' ? 1 : Number(v)));

/** Cursor paging fields: page_id, page_size (at most maxSize); page_no is accepted as well. */
export function cursorPageFields(maxSize: number) {
  return {
    page_id: cursorPageId.optional(),
    page_no: int(1, 1_000_000).optional(),
    page_size: int(1, maxSize).optional(),
  };
}

/** The page of cursor fields: page_id before page_no, then page 1. */
export function readCursorPage(
  input: { page_id?: number; page_no?: number; page_size?: number },
  defaultSize: number,
): PageRequest {
  return { pageNo: input.page_id ?? input.page_no ?? 1, pageSize: input.page_size ?? defaultSize };
}
