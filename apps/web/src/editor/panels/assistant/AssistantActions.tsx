import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AutoAwesomeMosaicOutlined from '@mui/icons-material/AutoAwesomeMosaicOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import SpellcheckOutlined from '@mui/icons-material/SpellcheckOutlined';
import ViewCarouselOutlined from '@mui/icons-material/ViewCarouselOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssistantAction } from '@placard/contract';

const ICONS: Record<AssistantAction, ReactNode> = {
  write: <EditNoteOutlined fontSize="small" />,
  rewrite: <SpellcheckOutlined fontSize="small" />,
  design: <AutoAwesomeMosaicOutlined fontSize="small" />,
  draft_playlist: <ViewCarouselOutlined fontSize="small" />,
};

/** The assistant's actions, each with what it does and its price. */
export function AssistantActions({
  actions,
  value,
  prices,
  disabled,
  onChange,
}: {
  actions: readonly AssistantAction[];
  value: AssistantAction;
  prices: Partial<Record<AssistantAction, number>>;
  disabled: boolean;
  onChange: (action: AssistantAction) => void;
}) {
  const { t } = useTranslation('assistant');
  return (
    <ToggleButtonGroup
      exclusive
      orientation="vertical"
      fullWidth
      size="small"
      value={value}
      disabled={disabled}
      onChange={(_, action: AssistantAction | null) => action && onChange(action)}
      aria-label={t('actionsLabel')}
    >
      {actions.map((action) => (
        <ToggleButton
          key={action}
          value={action}
          data-testid={`assistant-action-${action}`}
          sx={{ justifyContent: 'flex-start', textAlign: 'left', textTransform: 'none', gap: 1, py: 0.75 }}
        >
          {ICONS[action]}
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 600 }}>
              {t(`actions.${action}.label`)}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
              {t(`actions.${action}.hint`)}
            </Typography>
          </Box>
          <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {t('price', { count: prices[action] ?? 0 })}
          </Typography>
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
