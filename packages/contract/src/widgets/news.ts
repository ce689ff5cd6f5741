import { z } from 'zod';
import { zWebUrl } from '../slides/elements.js';

/** Spec section 3, news widget: an RSS 2.0 feed, its first stories shown one after another. */
export const NEWS_MAX_STORIES_MIN = 1;
export const NEWS_MAX_STORIES_MAX = 20;
export const NEWS_SECONDS_PER_STORY_MIN = 3;
export const NEWS_SECONDS_PER_STORY_MAX = 120;
/** A story's summary is cut (at a word) to this many characters. */
export const NEWS_SUMMARY_MAX_LENGTH = 280;
/** A story's and the feed's title are cut (at a word) to this many characters. */
export const NEWS_TITLE_MAX_LENGTH = 200;

/** What a news element stores: the feed's address, how many stories it shows and how long each. */
export const ZNewsSettings = z.object({
  url: zWebUrl,
  maxStories: z
    .number({ error: 'validation.newsStories' })
    .int({ error: 'validation.newsStories' })
    .min(NEWS_MAX_STORIES_MIN, { error: 'validation.newsStories' })
    .max(NEWS_MAX_STORIES_MAX, { error: 'validation.newsStories' })
    .default(5),
  secondsPerStory: z
    .number({ error: 'validation.newsSecondsPerStory' })
    .int({ error: 'validation.newsSecondsPerStory' })
    .min(NEWS_SECONDS_PER_STORY_MIN, { error: 'validation.newsSecondsPerStory' })
    .max(NEWS_SECONDS_PER_STORY_MAX, { error: 'validation.newsSecondsPerStory' })
    .default(10),
});
export type TNewsSettings = z.infer<typeof ZNewsSettings>;

/** One story as a screen shows it: plain text, absolute http(s) addresses. */
export const ZNewsStory = z.object({
  title: z.string(),
  /** the description as plain text, cut at a word */
  summary: z.string(),
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
  link: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export type TNewsStory = z.infer<typeof ZNewsStory>;

/** What a screen gets of a feed: its title and first stories, in the feed's order, and when it was read. */
export const ZNewsSnapshot = z.object({
  feedTitle: z.string(),
  stories: z.array(ZNewsStory).max(NEWS_MAX_STORIES_MAX),
  fetchedAt: z.iso.datetime({ offset: true }),
});
export type TNewsSnapshot = z.infer<typeof ZNewsSnapshot>;
