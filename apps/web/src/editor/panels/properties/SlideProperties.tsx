import type { TPlaylist, TSlideData } from '@placard/contract';
import { AspectSection } from './AspectSection';
import { BackgroundSection } from './BackgroundSection';
import { DurationSection } from './DurationSection';
import { TouchSection } from './TouchSection';
import { TransitionSection } from './TransitionSection';

type SlidePropertiesProps = { playlist: TPlaylist; slideId: number; data: TSlideData };

/** What the panel shows with nothing selected: the slide's own settings and the playlist's shape. */
export function SlideProperties({ playlist, slideId, data }: SlidePropertiesProps) {
  return (
    <>
      <BackgroundSection background={data.background} />
      <DurationSection duration={data.duration} />
      <TransitionSection animation={data.slideAnimation} />
      <TouchSection playlist={playlist} slideId={slideId} hotCorners={data.hotCorners} />
      <AspectSection aspect={playlist.aspect} />
    </>
  );
}
