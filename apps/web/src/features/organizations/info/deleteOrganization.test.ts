import { describe, expect, it, vi } from 'vitest';
import {
  DeleteFailure,
  deleteSteps,
  isDeleteConfirmed,
  runDeletion,
  type DeleteStep,
} from './deleteOrganization';

const organization = { id: 5, parentOrganizationId: 2 };

describe('deleting an organization', () => {
  it('asks for the word delete', () => {
    expect(isDeleteConfirmed('delete')).toBe(true);
    expect(isDeleteConfirmed(' Delete ')).toBe(true);
    expect(isDeleteConfirmed('delet')).toBe(false);
    expect(isDeleteConfirmed('')).toBe(false);
  });

  it('lists the steps of each mode', () => {
    expect(deleteSteps('transfer')).toEqual(['transferring', 'deleting']);
    expect(deleteSteps('delete')).toEqual(['deleting']);
  });

  it('transfers to the parent, then deletes', async () => {
    const calls = { transfer: vi.fn(() => Promise.resolve()), remove: vi.fn(() => Promise.resolve()) };
    const steps: DeleteStep[] = [];
    await runDeletion(organization, 'transfer', calls, (step) => steps.push(step));
    expect(calls.transfer).toHaveBeenCalledWith(5, 2);
    expect(calls.remove).toHaveBeenCalledWith(5);
    expect(steps).toEqual(['transferring', 'deleting']);
  });

  it('deletes without transferring', async () => {
    const calls = { transfer: vi.fn(() => Promise.resolve()), remove: vi.fn(() => Promise.resolve()) };
    await runDeletion(organization, 'delete', calls, () => undefined);
    expect(calls.transfer).not.toHaveBeenCalled();
    expect(calls.remove).toHaveBeenCalledWith(5);
  });

  it('stops at a failed transfer and says so', async () => {
    const refusal = new Error('No access');
    const calls = { transfer: vi.fn(() => Promise.reject(refusal)), remove: vi.fn(() => Promise.resolve()) };
    const failure = await runDeletion(organization, 'transfer', calls, () => undefined).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(DeleteFailure);
    expect((failure as DeleteFailure).step).toBe('transferring');
    expect((failure as DeleteFailure).reason).toBe(refusal);
    expect(calls.remove).not.toHaveBeenCalled();
  });

  it('reports a failed delete as the delete step', async () => {
    const calls = {
      transfer: vi.fn(() => Promise.resolve()),
      remove: vi.fn(() => Promise.reject(new Error('Has children'))),
    };
    const failure = await runDeletion(organization, 'transfer', calls, () => undefined).catch(
      (e: unknown) => e,
    );
    expect((failure as DeleteFailure).step).toBe('deleting');
  });

  it('cannot transfer without a parent', async () => {
    const calls = { transfer: vi.fn(() => Promise.resolve()), remove: vi.fn(() => Promise.resolve()) };
    const failure = await runDeletion(
      { id: 1, parentOrganizationId: null },
      'transfer',
      calls,
      () => undefined,
    ).catch((e: unknown) => e);
    expect((failure as DeleteFailure).step).toBe('transferring');
    expect(calls.transfer).not.toHaveBeenCalled();
  });
});
