import Box from '@mui/material/Box';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { INTEGRATION_PROVIDERS, type IntegrationProvider } from '@placard/contract';
import { FormFieldset } from '../../components/form/FormFieldset';
import { PROVIDER_ICONS } from './providers';

/**
 * How the provider raises alerts, as radio cards with a line on each; the arrow keys move between
 * them (one radio group). The radios are `integration-provider-{provider}`.
 */
export function ProviderField({
  value,
  onChange,
  disabled = false,
}: {
  value: IntegrationProvider;
  onChange: (provider: IntegrationProvider) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('integrations');
  return (
    <FormFieldset legend={t('form.provider')} legendGap={1.5}>
      <Box
        role="radiogroup"
        aria-label={t('form.provider')}
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
      >
        {INTEGRATION_PROVIDERS.map((provider) => {
          const Icon = PROVIDER_ICONS[provider];
          const checked = value === provider;
          const id = `integration-provider-${provider}`;
          return (
            <Box
              key={provider}
              component="label"
              htmlFor={id}
              data-testid={`${id}-card`}
              sx={(theme) => ({
                display: 'flex',
                alignItems: 'flex-start',
                gap: 1,
                p: 1.5,
                pr: 2,
                borderRadius: 2,
                border: 1,
                borderColor: checked ? 'primary.main' : 'divider',
                boxShadow: checked ? `inset 0 0 0 1px ${theme.palette.primary.main}` : 'none',
                bgcolor: checked ? 'action.selected' : 'background.paper',
                cursor: disabled ? 'default' : 'pointer',
                '&:hover': disabled ? {} : { borderColor: 'primary.main' },
                '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
              })}
            >
              <Radio
                id={id}
                name="provider"
                value={provider}
                checked={checked}
                disabled={disabled}
                onChange={() => onChange(provider)}
                sx={{ p: 0.5, mt: -0.25 }}
                slotProps={{
                  input: { 'aria-describedby': `${id}-help`, 'data-testid': id } as object,
                }}
              />
              <Box sx={{ minWidth: 0 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
                  <Icon fontSize="small" color={checked ? 'primary' : 'action'} aria-hidden />
                  <Typography sx={{ fontWeight: 600 }}>{t(`providers.${provider}`)}</Typography>
                </Box>
                <Typography variant="body2" color="text.secondary" id={`${id}-help`} sx={{ mt: 0.25 }}>
                  {t(`providerHelp.${provider}`)}
                </Typography>
              </Box>
            </Box>
          );
        })}
      </Box>
    </FormFieldset>
  );
}
