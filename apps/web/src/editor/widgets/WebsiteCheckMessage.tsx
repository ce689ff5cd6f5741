import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/** Why an address was not taken: the message, and the site's details when the server gave some. */
export type CheckMessage = { message: string; detail: string | null };

/** The line under an address field: the check under way, or why the address was refused. */
export function WebsiteCheckMessage({ checking, error }: { checking: boolean; error: CheckMessage | null }) {
  const { t } = useTranslation('editorProperties');
  if (checking) return <span data-testid="website-checking">{t('web.checking')}</span>;
  if (!error) return null;
  return (
    <span role="alert" data-testid="website-refused">
      {error.message}
      {error.detail && (
        <Box component="span" sx={{ display: 'block', opacity: 0.85, overflowWrap: 'anywhere' }}>
          {error.detail}
        </Box>
      )}
    </span>
  );
}
