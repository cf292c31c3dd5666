import { z } from 'zod';

/**
 * A user's history lists. GET /auth/getUser carries only the newest `USER_RECORD_WINDOW` entries
 * of each (oldest first, as the spec's record has them) plus a cursor for what is older;
 * GET /history/{userId}/{list}?cursor=… pages backwards through the rest. Its cost does not grow
 * with the length of the history (docs/decisions/015-performance.md).
 */
export const HISTORY_LISTS = ['chats', 'therapy', 'meditations', 'affirmations', 'favourites'] as const;
export type HistoryList = (typeof HISTORY_LISTS)[number];

/** Enough for every screen that reads the record: the chat log's last turns, the profile's recent sessions, the newest generations and favourites. */
export const USER_RECORD_WINDOW = 20;
export const HISTORY_PAGE_DEFAULT = 20;
export const HISTORY_PAGE_MAX = 100;

export const historyParamsSchema = z.object({
  userId: z.uuid({ error: 'userId must be a user id.' }),
  list: z.enum(HISTORY_LISTS, { error: `list must be one of: ${HISTORY_LISTS.join(', ')}.` }),
});

export const historyQuerySchema = z.object({
  cursor: z
    .string()
    .max(200, 'cursor is too long.')
    .regex(/^[A-Za-z0-9_-]+$/, 'cursor must be a cursor from an earlier answer.')
    .optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number.' })
    .int('limit must be a whole number.')
    .min(1, 'limit must be at least 1.')
    .max(HISTORY_PAGE_MAX, `limit must be at most ${HISTORY_PAGE_MAX}.`)
    .default(HISTORY_PAGE_DEFAULT),
});
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

/** Where each list of the record continues: pass it as `cursor` for the next older page; null when there is nothing older. */
export const historyCursorsSchema = z.object({
  chats: z.string().nullable(),
  therapy: z.string().nullable(),
  meditations: z.string().nullable(),
  affirmations: z.string().nullable(),
  favourites: z.string().nullable(),
});
export type HistoryCursors = z.infer<typeof historyCursorsSchema>;

export interface HistoryPage<T> {
  /** Oldest first, like the record's lists, so a page is prepended as it is. */
  items: T[];
  nextCursor: string | null;
}
