import { useMemo } from 'react';
import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';

/** What screen readers hear while a slide is moved by drag or keyboard, in the reader's language. */
export function useDragTexts(ids: readonly number[]): {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
} {
  const { t } = useTranslation('editorLibrary');
  return useMemo(() => {
    const place = (id: UniqueIdentifier) => ids.indexOf(Number(id)) + 1;
    return {
      screenReaderInstructions: { draggable: t('slides.drag.instructions') },
      announcements: {
        onDragStart: ({ active }) => t('slides.drag.start', { number: place(active.id) }),
        onDragOver: ({ active, over }) =>
          over
            ? t('slides.drag.over', { number: place(active.id), position: place(over.id) })
            : t('slides.drag.outside', { number: place(active.id) }),
        onDragEnd: ({ active, over }) =>
          over
            ? t('slides.drag.end', { number: place(active.id), position: place(over.id) })
            : t('slides.drag.cancel', { number: place(active.id) }),
        onDragCancel: ({ active }) => t('slides.drag.cancel', { number: place(active.id) }),
      },
    };
  }, [ids, t]);
}
