import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refunds } from '../../db/schema';
import type { TextCipher } from '../../lib/crypto';

export interface RefundListing {
  id: string;
  createdAt: string;
  email: string;
  purchaseDate: string;
  subType: string;
  status: string;
  reason: string;
}

/** Every refund request, newest first, with the reason decrypted for the operator. */
export async function listRefunds(db: Db, cipher: TextCipher): Promise<RefundListing[]> {
  const rows = await db.select().from(refunds).orderBy(desc(refunds.createdAt));
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    email: r.email,
    purchaseDate: r.purchaseDate,
    subType: r.subType,
    status: r.status,
    reason: safeDecrypt(cipher, r.reason),
  }));
}

function safeDecrypt(cipher: TextCipher, stored: string): string {
  try {
    return cipher.decrypt(stored);
  } catch {
    return '[reason sealed with a key this server does not have]';
  }
}

/** Plain text for a terminal: one block per request. */
export function formatRefunds(list: RefundListing[]): string {
  if (list.length === 0) return 'No refund requests.';
  const blocks = list.map((r) =>
    [`${r.createdAt}  ${r.status.toUpperCase()}  ${r.id}`, `  email:         ${r.email}`, `  plan:          ${r.subType}`, `  purchase date: ${r.purchaseDate}`, `  reason:        ${r.reason || '(none given)'}`].join('\n'),
  );
  return `${list.length} refund request${list.length === 1 ? '' : 's'}\n\n${blocks.join('\n\n')}`;
}
