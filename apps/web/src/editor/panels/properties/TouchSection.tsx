import { useTranslation } from 'react-i18next';
import type { TPlaylist } from '@placard/contract';
import { useEditor } from '../../context/EditorContext';
import { CallFailed } from './CallFailed';
import { PanelSection } from './PanelSection';
import { SwitchRow } from './SwitchRow';
import { TouchNotLicensed, useTouchLicensed } from './TouchNotLicensed';
import { useServerCall } from './useServerCall';

/** Hot corners and moving between slides need another slide to go to. */
export const TOUCH_MIN_SLIDES = 2;

type TouchSectionProps = {
  playlist: TPlaylist;
  slideId: number;
  hotCorners: boolean;
};

/**
 * Touch on the slide (hot corners) and, for playlists, the slide as the overlay of every other one.
 * Without interaction in the licence, hot corners are not offered; those a slide has can be turned off.
 */
export function TouchSection({ playlist, slideId, hotCorners }: TouchSectionProps) {
  const { t } = useTranslation('editorProperties');
  const { updateSlideProps, setOverlay, readOnly, kind } = useEditor();
  const licensed = useTouchLicensed();
  const overlayCall = useServerCall();
  const single = playlist.slides.length < TOUCH_MIN_SLIDES;
  const isOverlay = playlist.overlay?.slideId === slideId;

  return (
    <PanelSection title={t('touch.title')}>
      {licensed ? (
        <SwitchRow
          label={t('touch.hotCorners')}
          checked={hotCorners}
          disabled={readOnly}
          reason={single ? t('touch.hotCornersNeedSlides') : null}
          onChange={(checked) => updateSlideProps({ hotCorners: checked })}
        />
      ) : (
        <>
          {hotCorners && (
            <SwitchRow
              label={t('touch.hotCorners')}
              checked
              disabled={readOnly}
              onChange={(checked) => {
                if (!checked) updateSlideProps({ hotCorners: false });
              }}
            />
          )}
          <TouchNotLicensed kept={hotCorners} />
        </>
      )}
      {kind === 'playlist' && (
        <SwitchRow
          label={t('touch.overlay')}
          checked={isOverlay}
          disabled={readOnly || overlayCall.pending}
          reason={single && !isOverlay ? t('touch.overlayNeedsSlides') : null}
          onChange={(checked) => overlayCall.run(() => setOverlay(checked ? slideId : null))}
        >
          <CallFailed failed={overlayCall.failed} />
        </SwitchRow>
      )}
    </PanelSection>
  );
}
