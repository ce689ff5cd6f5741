import type { CSSProperties } from 'react';
import {
  DEFAULT_LOCALE,
  type Locale,
  type TNewsSettings,
  type TNewsSnapshot,
  type TNewsStory,
} from '@placard/contract';
import { UI_FONT_FAMILY } from '../../uiFont';
import { UpdatedCorner } from './UpdatedCorner';
import { RotatingItem, type RotatingItemStyles } from './RotatingItem';
import { turnOf, useRotation, type Turn } from './useRotation';
import { formatMoment } from './widgetFormat';
import { DEFAULT_WIDGET_LABELS, type WidgetLabels } from './widgetLabels';

const ACCENT = '#38BDF8';

const CARD: CSSProperties = {
  position: 'relative',
  width: '100%',
  height: '100%',
  overflow: 'hidden',
  background: '#0F172A',
  color: '#F8FAFC',
  fontFamily: UI_FONT_FAMILY,
};
/** A story's text is at most this share of the element's smaller side (then shrinks to fit). */
const LARGEST_SHARE = 14;
const LAYER: CSSProperties = { position: 'absolute', inset: 0, display: 'flex', background: '#0F172A' };
const PICTURE: CSSProperties = {
  flex: '0 0 45%',
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
  // on the box, not the content: text running into it is overflow, which shrinks the text
  padding: '1em 1.3em 1.6em',
  overflow: 'hidden',
  lineHeight: 1.2,
};
const TEXT: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: '0.5em',
  height: '100%',
  overflow: 'hidden',
  overflowWrap: 'break-word',
};
const SOURCE: CSSProperties = {
  fontSize: '0.8em',
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: ACCENT,
};
const TITLE: CSSProperties = { margin: 0, fontSize: '1.9em', fontWeight: 750, lineHeight: 1.12 };
const SUMMARY: CSSProperties = { margin: 0, fontSize: '1.05em', lineHeight: 1.35, opacity: 0.82 };
const TIME: CSSProperties = { fontSize: '0.8em', opacity: 0.6 };
const DOTS: CSSProperties = {
  position: 'absolute',
  left: '1.3em',
  bottom: '1.2em',
  zIndex: 3,
  display: 'flex',
  gap: '0.3em',
  fontSize: '0.7em',
};

export type NewsWidgetProps = {
  settings: Pick<TNewsSettings, 'secondsPerStory'>;
  snapshot: TNewsSnapshot;
  /** the element's size in canvas units: a tall one has the picture above the text, not beside it */
  width: number;
  height: number;
  /** whether the stories take turns (on a screen); otherwise the first one stays */
  rotating: boolean;
  locale?: Locale;
  labels?: WidgetLabels;
  staleSince?: string | null;
};

/**
 * A feed's stories one at a time, each every secondsPerStory, the next fading in over the last so
 * there is never an empty frame. Every story is drawn (hidden until its turn) so its picture is loaded
 * before it shows.
 */
export function NewsWidget({
  settings,
  snapshot,
  width,
  height,
  rotating,
  locale = DEFAULT_LOCALE,
  labels = DEFAULT_WIDGET_LABELS,
  staleSince = null,
}: NewsWidgetProps) {
  const { stories } = snapshot;
  const rotation = useRotation(stories.length, settings.secondsPerStory, rotating);
  const { current } = rotation;
  const tall = height > width;
  const largest = Math.min(width, height) / LARGEST_SHARE;
  return (
    <div data-widget="news" style={{ ...CARD, fontSize: largest * 0.8 }}>
      {stories.map((story, index) => {
        const turn = turnOf(index, rotation);
        return (
          <Story
            key={index}
            story={story}
            feedTitle={snapshot.feedTitle}
            turn={turn}
            tall={tall}
            largest={largest}
            locale={locale}
          />
        );
      })}
      {stories.length > 1 && (
        <div style={DOTS} aria-hidden>
          {stories.map((_, index) => (
            <span
              key={index}
              style={{
                width: index === current ? '1.6em' : '0.5em',
                height: '0.5em',
                borderRadius: '0.25em',
                background: index === current ? ACCENT : 'rgba(255, 255, 255, 0.35)',
                transition: 'width 400ms',
              }}
            />
          ))}
        </div>
      )}
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

type StoryProps = {
  story: TNewsStory;
  feedTitle: string;
  turn: Turn;
  tall: boolean;
  /** the largest size of its text, in canvas units */
  largest: number;
  locale: Locale;
};

const STORY_STYLES: RotatingItemStyles = { layer: LAYER, picture: PICTURE, textBox: TEXT_BOX, text: TEXT };

function Story({ story, feedTitle, turn, tall, largest, locale }: StoryProps) {
  const time = story.publishedAt ? formatMoment(story.publishedAt, locale) : '';
  return (
    <RotatingItem
      testId="news-story"
      turn={turn}
      tall={tall}
      pictureUrl={story.imageUrl}
      fitKey={[feedTitle, story.title, story.summary, time].join('\n')}
      largest={largest}
      styles={STORY_STYLES}
    >
      {feedTitle && <div style={SOURCE}>{feedTitle}</div>}
      <h2 style={TITLE}>{story.title}</h2>
      {story.summary && <p style={SUMMARY}>{story.summary}</p>}
      {time && <div style={TIME}>{time}</div>}
    </RotatingItem>
  );
}
