/**
 * Why a widget's outside source (a sheet, a feed, a service) gave nothing to show: a stable code per
 * provider (e.g. SHEET_NOT_PUBLIC), and a plain message saying what went wrong and what to do.
 */
export class WidgetSourceError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'WidgetSourceError';
  }
}
