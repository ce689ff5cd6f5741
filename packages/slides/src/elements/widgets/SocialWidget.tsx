import type { CSSProperties, ReactNode } from 'react';
import { DEFAULT_LOCALE, type Locale, type TSocialPost, type TSocialSnapshot } from '@placard/contract';
import { UI_FONT_FAMILY } from '../../uiFont';
import { UpdatedCorner } from './UpdatedCorner';
import { RotatingItem, type RotatingItemStyles } from './RotatingItem';
import { turnOf, useRotation, type Turn } from './useRotation';
import { formatMoment } from './widgetFormat';
import { DEFAULT_WIDGET_LABELS, type WidgetLabels } from './widgetLabels';

export type SocialPlatform = 'facebook' | 'instagram';

/** Each platform's mark, white on its badge: Facebook's "f", Instagram's camera. */
const MARKS: Record<SocialPlatform, ReactNode> = {
  facebook: (
    <path
      fill="currentColor"
      d="M13.4 21v-7.6h2.6l.4-3h-3V8.5c0-.9.3-1.5 1.5-1.5h1.6V4.3c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.7v3h2.6V21z"
    />
  ),
  instagram: (
    <g fill="none" stroke="currentColor" strokeWidth={2}>
      <rect x="4" y="4" width="16" height="16" rx="4.5" />
      <circle cx="12" cy="12" r="3.6" />
      <circle cx="16.6" cy="7.4" r="0.6" fill="currentColor" stroke="none" />
    </g>
  ),
};

/** Each platform's card: Facebook's light page with its blue, Instagram's dark one with its gradient. */
const THEMES: Record<SocialPlatform, { card: CSSProperties; accent: string; badge: string; muted: string }> =
  {
    facebook: {
      card: { background: '#F0F2F5', color: '#1C1E21' },
      accent: '#1877F2',
      badge: '#1877F2',
      muted: '#65676B',
    },
    instagram: {
      card: { background: '#0B0B0F', color: '#F5F5F5' },
      accent: '#E1306C',
      badge: 'linear-gradient(45deg, #F58529, #DD2A7B 50%, #8134AF 75%, #515BD4)',
      muted: '#A8A8A8',
    },
  };

const CARD: CSSProperties = {
  position: 'relative',
  width: '100%',
  height: '100%',
  overflow: 'hidden',
  fontFamily: UI_FONT_FAMILY,
};
/** A post's text is at most this share of the element's smaller side (then shrinks to fit). */
const LARGEST_SHARE = 12;
const LAYER: CSSProperties = { position: 'absolute', inset: 0, display: 'flex' };
const PICTURE: CSSProperties = {
  flex: '0 0 50%',
  minWidth: 0,
  minHeight: 0,
  objectFit: 'cover',
  display: 'block',
};
const TEXT_BOX: CSSProperties = {
  flex: 1,
  minWidth: 0,
  minHeight: 0,
  boxSizing: 'border-box',
  padding: '1.1em 1.3em 1.7em',
  overflow: 'hidden',
};
const TEXT: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: '0.7em',
  height: '100%',
  overflow: 'hidden',
  overflowWrap: 'break-word',
};
const HEADER: CSSProperties = { display: 'flex', alignItems: 'center', gap: '0.6em', flex: 'none' };
const BADGE: CSSProperties = {
  flex: 'none',
  width: '2.2em',
  height: '2.2em',
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  color: '#FFFFFF',
  padding: '0.4em',
  boxSizing: 'border-box',
};
const BYLINE: CSSProperties = { minWidth: 0, display: 'flex', flexDirection: 'column', gap: '0.15em' };
/** The page's name and the time stay whole on their line: the text shrinks for them to fit. */
const NAME: CSSProperties = { fontWeight: 700, fontSize: '0.95em', lineHeight: 1.25, whiteSpace: 'nowrap' };
const TIME: CSSProperties = { fontSize: '0.75em', lineHeight: 1.3, whiteSpace: 'nowrap' };
const MESSAGE: CSSProperties = { margin: 0, fontSize: '1.35em', lineHeight: 1.35, whiteSpace: 'pre-line' };

export type SocialWidgetProps = {
  platform: SocialPlatform;
  secondsPerPost: number;
  snapshot: TSocialSnapshot;
  /** the element's size in canvas units: a tall one has the picture above the text, not beside it */
  width: number;
  height: number;
  /** whether the posts take turns (on a screen); otherwise the first one stays */
  rotating: boolean;
  locale?: Locale;
  labels?: WidgetLabels;
  staleSince?: string | null;
};

/**
 * A Facebook page's or an Instagram account's latest posts, one at a time, each every
 * secondsPerPost, the next fading in over the last (as news stories do): the page's name and badge,
 * when it was posted, its text and its picture. Every post is drawn (hidden until its turn) so its
 * picture is loaded before it shows.
 */
export function SocialWidget({
  platform,
  secondsPerPost,
  snapshot,
  width,
  height,
  rotating,
  locale = DEFAULT_LOCALE,
  labels = DEFAULT_WIDGET_LABELS,
  staleSince = null,
}: SocialWidgetProps) {
  const { posts } = snapshot;
  const rotation = useRotation(posts.length, secondsPerPost, rotating);
  const theme = THEMES[platform];
  const largest = Math.min(width, height) / LARGEST_SHARE;
  return (
    <div data-widget={platform} style={{ ...CARD, ...theme.card, fontSize: largest * 0.8 }}>
      {posts.map((post, index) => {
        const turn = turnOf(index, rotation);
        return (
          <Post
            key={index}
            post={post}
            platform={platform}
            name={platform === 'instagram' && snapshot.name ? `@${snapshot.name}` : snapshot.name}
            turn={turn}
            tall={height > width}
            largest={largest}
            locale={locale}
          />
        );
      })}
      {staleSince && (
        <UpdatedCorner
          updatedAt={staleSince}
          locale={locale}
          label={labels.updated}
          width={width}
          height={height}
        />
      )}
    </div>
  );
}

type PostProps = {
  post: TSocialPost;
  platform: SocialPlatform;
  name: string;
  turn: Turn;
  tall: boolean;
  largest: number;
  locale: Locale;
};

/** A post's layout, on its platform's card. */
const POST_STYLES = Object.fromEntries(
  (['facebook', 'instagram'] as const).map((platform) => [
    platform,
    { layer: { ...LAYER, ...THEMES[platform].card }, picture: PICTURE, textBox: TEXT_BOX, text: TEXT },
  ]),
) as Record<SocialPlatform, RotatingItemStyles>;

function Post({ post, platform, name, turn, tall, largest, locale }: PostProps) {
  const theme = THEMES[platform];
  const time = post.publishedAt ? formatMoment(post.publishedAt, locale) : '';
  return (
    <RotatingItem
      testId="social-post"
      turn={turn}
      tall={tall}
      pictureUrl={post.imageUrl}
      fitKey={[name, post.text, time].join('\n')}
      largest={largest}
      styles={POST_STYLES[platform]}
    >
      <div style={HEADER}>
        <div style={{ ...BADGE, background: theme.badge }}>
          <svg viewBox="0 0 24 24" width="100%" height="100%" aria-hidden>
            {MARKS[platform]}
          </svg>
        </div>
        <div style={BYLINE}>
          {name && <div style={NAME}>{name}</div>}
          {time && <div style={{ ...TIME, color: theme.muted }}>{time}</div>}
        </div>
      </div>
      {post.text && <p style={MESSAGE}>{post.text}</p>}
    </RotatingItem>
  );
}
