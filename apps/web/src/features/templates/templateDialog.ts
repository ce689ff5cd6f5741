import type { TPlaylistSummary } from '@placard/contract';

/** The one dialog the templates view has open, with the template it is about. */
export type TemplateDialog =
  | { kind: 'rename'; template: TPlaylistSummary }
  | { kind: 'copyToStock'; template: TPlaylistSummary }
  | { kind: 'delete'; template: TPlaylistSummary };
