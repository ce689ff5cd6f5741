import BrushOutlined from '@mui/icons-material/BrushOutlined';
import { useTranslation } from 'react-i18next';
import type { ExtraTab } from '../library/SectionTabs';
import { useCanvaStatus } from './canvaApi';

/** The media library's Canva tab, when the licence offers Canva and the server has it; false otherwise. */
export function useCanvaTab(): ExtraTab | false {
  const { t } = useTranslation('canva');
  const status = useCanvaStatus();
  return status.available && { value: 'canva', label: t('tab'), icon: <BrushOutlined fontSize="small" /> };
}
