import { expect, test } from '@playwright/test';
import { ZAssistantEvent } from '@placard/contract';
import { acceptInvitationByApi, apiLoginAs, createSubOrganization } from '../support/organizations';

test('the AI assistant designs a slide through the outside world’s AI service, paid with credits', async ({
  request,
  playwright,
  baseURL,
}) => {
  const rootId = await apiLoginAs(request);
  const customer = await createSubOrganization(request, rootId, { package: 'location_1y' });
  const updated = await request.post('/api/license/update', {
    data: {
      data: { organizationId: customer.id, aiAssistant: true, updateLocalTime: new Date().toISOString() },
    },
  });
  expect(updated.status(), await updated.text()).toBe(200);
  const added = await request.post(`/api/license/${customer.id}/credits/add`, {
    data: { numberOfCredits: 10 },
  });
  expect(added.status(), await added.text()).toBe(200);
  await acceptInvitationByApi(request, customer);
  const own = await playwright.request.newContext({ baseURL });
  await apiLoginAs(own, customer);
  const created = await own.post('/api/playlist/create', { data: { name: 'Lobby', aspectType: '16:9' } });
  const { id } = (await created.json()) as { id: number };
  const status = await own.get(`/api/assistant/status?playlistId=${id}`);
  expect(await status.json()).toMatchObject({
    available: true,
    credits: { totalCredits: 10, usedCredits: 0 },
  });
  const run = await own.post('/api/assistant/run', {
    data: { action: 'design', playlistId: id, brief: 'Fresh coffee', language: 'en' },
  });
  const events = (await run.text())
    .split('\n')
    .filter(Boolean)
    .map((line) => ZAssistantEvent.parse(JSON.parse(line)));
  const last = events.at(-1);
  expect(last).toMatchObject({
    type: 'result',
    result: { action: 'design', slide: { title: 'Fresh coffee' } },
    credits: { totalCredits: 10, usedCredits: 3 },
  });
  const elements =
    last?.type === 'result' && last.result.action === 'design' ? last.result.slide.data.elements : [];
  expect(elements.map((element) => element.eltype)).toEqual(['shape', 'shape', 'text', 'text']);
  await own.dispose();
});
