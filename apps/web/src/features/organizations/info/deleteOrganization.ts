/** Spec section 4: the data moves to the parent first, or everything is deleted. */
export type DeleteMode = 'transfer' | 'delete';
export type DeleteStep = 'transferring' | 'deleting';

/** What the person must type to confirm. */
export const DELETE_CONFIRMATION = 'delete';

export function isDeleteConfirmed(typed: string): boolean {
  return typed.trim().toLowerCase() === DELETE_CONFIRMATION;
}

/** The steps a deletion goes through, in order. */
export function deleteSteps(mode: DeleteMode): DeleteStep[] {
  return mode === 'transfer' ? ['transferring', 'deleting'] : ['deleting'];
}

export interface DeleteCalls {
  transfer: (organizationId: number, targetOrganizationId: number) => Promise<unknown>;
  remove: (organizationId: number) => Promise<unknown>;
}

/** Which step failed and why (the error as thrown by the call). */
export class DeleteFailure extends Error {
  readonly step: DeleteStep;
  readonly reason: unknown;

  constructor(step: DeleteStep, reason: unknown) {
    super(reason instanceof Error ? reason.message : String(reason));
    this.name = 'DeleteFailure';
    this.step = step;
    this.reason = reason;
  }
}

/**
 * Runs a deletion: optionally transfers the data to the parent, then deletes.
 * Reports each step as it starts; a failed step stops the run with a DeleteFailure naming it.
 */
export async function runDeletion(
  organization: { id: number; parentOrganizationId: number | null },
  mode: DeleteMode,
  calls: DeleteCalls,
  onStep: (step: DeleteStep) => void,
): Promise<void> {
  for (const step of deleteSteps(mode)) {
    onStep(step);
    try {
      if (step === 'transferring') {
        if (organization.parentOrganizationId === null) throw new Error('No parent organization');
        await calls.transfer(organization.id, organization.parentOrganizationId);
      } else {
        await calls.remove(organization.id);
      }
    } catch (error) {
      throw new DeleteFailure(step, error);
    }
  }
}
