import { alertStateAt, type TAlert, type TAlertActor, type TManifestAlert } from '@placard/contract';
import type { AlertActorKind, AlertRow } from './alerts.table.js';
import { presentTargets } from './targets.columns.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function actor(kind: AlertActorKind | null, name: string | null): TAlertActor | null {
  return kind === null ? null : { kind, name: name ?? '' };
}

/**
 * An alert as its list shows it, its state derived at `now`. `origin` names the organization that made
 * it; a sub-organization sees a parent's broadcast read-only.
 */
export function presentAlert(
  row: AlertRow,
  now: Date,
  origin: { organizationName: string; readOnly: boolean; integrationName?: string | null },
): TAlert {
  const state = alertStateAt(row, now);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    instructions: row.instructions,
    type: row.type,
    continuous: row.continuous,
    duration: row.durationMinutes,
    backgroundColor: row.backgroundColor,
    textColor: row.textColor,
    targets: presentTargets(row),
    state,
    priority: row.priority,
    integration:
      row.integrationId === null || origin.integrationName === undefined || origin.integrationName === null
        ? null
        : { id: row.integrationId, name: origin.integrationName },
    activatedAt: iso(row.activatedAt),
    endsAt: state === 'active' ? iso(row.endsAt) : null,
    deactivatedAt: iso(row.deactivatedAt ?? (state === 'deactivated' ? row.endsAt : null)),
    activatedBy: actor(row.activatedByKind, row.activatedByName),
    deactivatedBy: actor(row.deactivatedByKind, row.deactivatedByName),
    origin: { organizationId: row.organizationId, organizationName: origin.organizationName },
    readOnly: origin.readOnly,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The texts of an alert in a language: those of that exact language (en-US), else of its primary
 * language (en), else the alert's own.
 */
export function textsIn(
  row: Pick<AlertRow, 'name' | 'description' | 'instructions' | 'translations'>,
  language: string | undefined,
): { name: string; description: string; instructions: string } {
  const wanted = language?.toLowerCase();
  const primary = (tag: string) => tag.toLowerCase().split('-')[0];
  const found =
    wanted === undefined
      ? undefined
      : (row.translations.find((text) => text.language.toLowerCase() === wanted) ??
        row.translations.find((text) => primary(text.language) === primary(wanted)));
  const texts = found ?? row;
  return { name: texts.name, description: texts.description, instructions: texts.instructions };
}

/** An active alert as a screen gets it (manifest and push), in its organization's language if it has it. */
export function manifestAlert(row: AlertRow, language?: string): TManifestAlert {
  return {
    id: row.id,
    ...textsIn(row, language),
    type: row.type,
    backgroundColor: row.backgroundColor,
    textColor: row.textColor,
    activatedAt: (row.activatedAt ?? row.createdAt).toISOString(),
    priority: row.priority,
    endsAt: iso(row.endsAt),
  };
}
