/** How long a remembered revision is trusted without any push: a safety net, pushes do the work. */
export const REVISION_TRUST_MS = 10 * 60_000;

type Remembered = { revision: string; until: number };
/** What a manifest was built from: compare before remembering its revision. */
export type RevisionStamp = { deviceId: number; generation: number; epoch: number };

/**
 * The revisions of the manifests this instance served last, so that a screen revalidating an
 * unchanged manifest gets its 304 without the manifest being built again. Every change that alters
 * a screen's manifest pushes to it (devices.push.ts); each push that reaches this instance forgets
 * that screen's revisions, and a gap in listening (events may have been missed) forgets them all.
 * Only revisions are kept (a few bytes a screen), never manifests.
 */
export class ManifestRevisions {
  /** per screen, per slide-document version asked for */
  private readonly remembered = new Map<number, Map<string, Remembered>>();
  private readonly generations = new Map<number, number>();
  private epoch = 0;

  constructor(
    private readonly now: () => number,
    private readonly trustMs = REVISION_TRUST_MS,
  ) {}

  /** The revision a screen's manifest has now, if this instance knows it. */
  current(deviceId: number, slideVersion?: number): string | undefined {
    const versions = this.remembered.get(deviceId);
    const known = versions?.get(String(slideVersion ?? ''));
    if (!versions || !known) return undefined;
    if (known.until > this.now()) return known.revision;
    versions.delete(String(slideVersion ?? ''));
    return undefined;
  }

  /** Taken before a manifest is built: a push arriving meanwhile makes the result unfit to remember. */
  stamp(deviceId: number): RevisionStamp {
    return { deviceId, generation: this.generations.get(deviceId) ?? 0, epoch: this.epoch };
  }

  /** `changesAt`: when the manifest changes by itself (a timed alert ends), trusted until then at most. */
  remember(
    stamp: RevisionStamp,
    slideVersion: number | undefined,
    revision: string,
    changesAt?: number,
  ): void {
    if (stamp.epoch !== this.epoch || stamp.generation !== (this.generations.get(stamp.deviceId) ?? 0))
      return;
    let versions = this.remembered.get(stamp.deviceId);
    if (!versions) {
      versions = new Map();
      this.remembered.set(stamp.deviceId, versions);
    }
    const until = Math.min(this.now() + this.trustMs, changesAt ?? Number.POSITIVE_INFINITY);
    versions.set(String(slideVersion ?? ''), { revision, until });
  }

  /** Something changed for these screens. */
  forget(deviceIds: readonly number[]): void {
    for (const deviceId of deviceIds) {
      this.generations.set(deviceId, (this.generations.get(deviceId) ?? 0) + 1);
      this.remembered.delete(deviceId);
    }
  }

  /** Pushes may have been missed: nothing remembered can be trusted. */
  forgetAll(): void {
    this.epoch += 1;
    this.generations.clear();
    this.remembered.clear();
  }
}
