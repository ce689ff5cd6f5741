/**
 * Why a widget's outside source was not taken (a feed of the wrong format, a document that cannot be
 * read…): a stable code the provider names (e.g. NEWS_NOT_RSS2), and a plain English message that
 * says what was found.
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
