import { describe, expect, it } from 'vitest';
import { composeHooks, type OrganizationDataHandler, type UserContentHandler } from './hooks.js';

const handler = (): OrganizationDataHandler => () => Promise.resolve();
const content = (): UserContentHandler => ({
  transfer: () => Promise.resolve(),
  remove: () => Promise.resolve(),
});

describe('composeHooks', () => {
  it('lists each kind in the order of the parts, and keeps the parts as they were', () => {
    const [folders, items, screens] = [handler(), handler(), handler()];
    const media = content();
    const parts = [{ organizationData: [folders] }, { organizationData: [items], userContent: [media] }, {}];
    const hooks = composeHooks([...parts, { organizationData: [screens] }]);
    expect(hooks.organizationData).toEqual([folders, items, screens]);
    expect(hooks.userContent).toEqual([media]);
    expect(hooks.blobUsers).toEqual([]);
    expect(parts[0]?.organizationData).toEqual([folders]);
  });

  it('gives every app its own hooks: composing again shares nothing', () => {
    const probe = content();
    const first = composeHooks([{ userContent: [probe] }]);
    const second = composeHooks([]);
    expect(first.userContent).toEqual([probe]);
    expect(second.userContent).toEqual([]);
  });
});
