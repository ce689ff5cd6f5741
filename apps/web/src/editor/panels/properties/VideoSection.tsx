import { useTranslation } from 'react-i18next';
import type { TElementOf } from '@placard/contract';
import { useEditor } from '../../context/EditorContext';
import { FitChoice } from './FitChoice';
import { PanelSection } from './PanelSection';
import { SwitchRow } from './SwitchRow';

type VideoContents = TElementOf<'video'>['contents'];

/** A video's sound, looping and fit. */
export function VideoSection({ element }: { element: TElementOf<'video'> }) {
  const { t } = useTranslation('editorProperties');
  const { store, readOnly } = useEditor();
  const { contents } = element;
  const set = (patch: Partial<VideoContents>) =>
    store.getState().updateElements([{ elid: element.elid, patch: { contents: patch } }]);

  return (
    <PanelSection title={t('video.title')}>
      <SwitchRow
        label={t('video.muted')}
        checked={contents.muted}
        disabled={readOnly}
        onChange={(muted) => set({ muted })}
      />
      <SwitchRow
        label={t('video.loop')}
        checked={contents.loop}
        disabled={readOnly}
        onChange={(loop) => set({ loop })}
      />
      <FitChoice value={contents.fit} disabled={readOnly} onChange={(fit) => set({ fit })} />
    </PanelSection>
  );
}
