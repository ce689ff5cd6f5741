import { z } from 'zod';

/**
 * Spec section 3, Facebook and Instagram widgets: the posts of the organization's connected Facebook
 * page or Instagram professional account, shown one after another. The page (or account) comes from
 * the organization's connection; its id is kept with the widget, its name for the placeholder.
 */
export const SOCIAL_MAX_POSTS_MIN = 1;
export const SOCIAL_MAX_POSTS_MAX = 20;
export const SOCIAL_SECONDS_PER_POST_MIN = 3;
export const SOCIAL_SECONDS_PER_POST_MAX = 120;
/** A post's text is cut (at a word) to this many characters. */
export const SOCIAL_TEXT_MAX_LENGTH = 500;

/** A Graph API object id: digits (a page's, an Instagram account's). */
export const zGraphId = z.string().regex(/^\d{1,40}$/, { error: 'validation.socialAccount' });

const zPostCount = z
  .number({ error: 'validation.socialPosts' })
  .int({ error: 'validation.socialPosts' })
  .min(SOCIAL_MAX_POSTS_MIN, { error: 'validation.socialPosts' })
  .max(SOCIAL_MAX_POSTS_MAX, { error: 'validation.socialPosts' });

const zSecondsPerPost = z
  .number({ error: 'validation.socialSecondsPerPost' })
  .int({ error: 'validation.socialSecondsPerPost' })
  .min(SOCIAL_SECONDS_PER_POST_MIN, { error: 'validation.socialSecondsPerPost' })
  .max(SOCIAL_SECONDS_PER_POST_MAX, { error: 'validation.socialSecondsPerPost' })
  .default(10);

/** What a Facebook element stores: the connected page, how many of its latest posts it shows, how long each. */
export const ZFacebookSettings = z.object({
  pageId: zGraphId,
  pageName: z.string().max(200).default(''),
  maxPosts: zPostCount.default(5),
  secondsPerPost: zSecondsPerPost,
});
export type TFacebookSettings = z.infer<typeof ZFacebookSettings>;

/** What an Instagram element stores: the connected account, how many of its latest posts, how long each. */
export const ZInstagramSettings = z.object({
  accountId: zGraphId,
  username: z.string().max(200).default(''),
  postCount: zPostCount.default(6),
  secondsPerPost: zSecondsPerPost,
});
export type TInstagramSettings = z.infer<typeof ZInstagramSettings>;

/** One post as a screen shows it: plain text, its picture (a file of Placard's once stored), when, where. */
export const ZSocialPost = z.object({
  text: z.string(),
  imageUrl: z.string().nullable(),
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
  link: z.string().nullable(),
});
export type TSocialPost = z.infer<typeof ZSocialPost>;

/** What a screen gets of a page or account: its name, its latest posts (newest first), when they were read. */
export const ZSocialSnapshot = z.object({
  /** the page's name, or the Instagram account's username */
  name: z.string(),
  posts: z.array(ZSocialPost).max(SOCIAL_MAX_POSTS_MAX),
  fetchedAt: z.iso.datetime({ offset: true }),
});
export type TSocialSnapshot = z.infer<typeof ZSocialSnapshot>;
