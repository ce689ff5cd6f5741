import type { ALERT_RECEIPT_STATUSES, TAlertReceipt } from '@placard/contract';

export type ReceiptStatus = (typeof ALERT_RECEIPT_STATUSES)[number];
export type ReceiptCounts = Record<ReceiptStatus, number> & { total: number };

/** How many targeted screens showed the alert, are offline, and are still awaited. */
export function receiptCounts(receipts: readonly TAlertReceipt[]): ReceiptCounts {
  const counts: ReceiptCounts = { shown: 0, offline: 0, waiting: 0, total: receipts.length };
  for (const receipt of receipts) counts[receipt.status] += 1;
  return counts;
}

/** The screens still awaited first, then the offline ones, then those that showed it; by name within. */
export function sortedReceipts(receipts: readonly TAlertReceipt[]): TAlertReceipt[] {
  const order: Record<ReceiptStatus, number> = { waiting: 0, offline: 1, shown: 2 };
  return [...receipts].sort(
    (a, b) =>
      order[a.status] - order[b.status] ||
      a.organizationName.localeCompare(b.organizationName) ||
      a.deviceName.localeCompare(b.deviceName),
  );
}
