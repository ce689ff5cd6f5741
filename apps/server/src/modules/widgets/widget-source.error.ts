/**
 * Why a widget's outside source (a weather service, a news feed…) gave nothing to show: a stable code,
 * and a plain English message naming the problem.
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
