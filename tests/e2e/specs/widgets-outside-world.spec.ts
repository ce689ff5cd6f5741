import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { registerAccount } from '../support/accounts';
import { apiLoginAs } from '../support/organizations';
import { NEWS_STORIES, outsideWorld } from '../support/outside-world/world';

type Preview = {
  snapshot: {
    feedTitle: string;
    stories: { title: string; summary: string; imageUrl: string | null }[];
  } | null;
  fetchedAt: string | null;
  error: { code: string; message: string } | null;
};

async function previewNews(request: APIRequestContext, url: string): Promise<Preview> {
  const response = await request.post('/api/widget/preview', { data: { kind: 'news', settings: { url } } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Preview;
}

/** A feed path of this test's own: the outside world is shared by the run. */
const ownFeedPath = (label: string) =>
  `/rss/${label}-${createHash('sha256').update(test.info().testId).digest('hex').slice(0, 8)}-${Date.now()}.xml`;

test("a news widget's preview reads the feed from the outside world, and keeps its last good reading when the feed goes down", async ({
  playwright,
  baseURL,
}) => {
  const owner = await playwright.request.newContext({ baseURL });
  // a new organization's trial licence has the news add-on
  await apiLoginAs(owner, await registerAccount(owner));
  const feedPath = ownFeedPath('gazette');
  await outsideWorld.setFeed(feedPath, NEWS_STORIES);

  const read = await previewNews(owner, outsideWorld.url(feedPath));
  expect(read.error).toBeNull();
  expect(read.snapshot?.feedTitle).toBe('Town Gazette');
  expect(read.snapshot?.stories.map((story) => story.title)).toEqual(
    NEWS_STORIES.map((story) => story.title),
  );
  // the story's picture is kept by Placard, so screens read it from Placard (and their cache), not the site
  const pictureUrl = read.snapshot?.stories[0]?.imageUrl ?? '';
  expect(pictureUrl).toMatch(/^\/api\/files\/[0-9a-f]{64}\.png$/);
  expect(read.snapshot?.stories[1]?.imageUrl).toBeNull();
  const picture = await owner.get(pictureUrl);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/png');

  await outsideWorld.setSourceDown(feedPath, true);
  // read again only when due (minutes on): meanwhile the preview is the last good reading
  const kept = await previewNews(owner, outsideWorld.url(feedPath));
  expect(kept.snapshot).toEqual(read.snapshot);
  expect(kept.fetchedAt).toBe(read.fetchedAt);

  await test.step('a feed down when first read answers its error and no stories', async () => {
    for (const mode of ['503', 'close'] as const) {
      const downPath = ownFeedPath(`down-${mode}`);
      await outsideWorld.setFeed(downPath, NEWS_STORIES);
      await outsideWorld.setSourceDown(downPath, true, mode);
      const failed = await previewNews(owner, outsideWorld.url(downPath));
      expect(failed.snapshot).toBeNull();
      expect(failed.error?.code, mode).toBeTruthy();
    }
  });
  await outsideWorld.setSourceDown(feedPath, false);
  await owner.dispose();
});
