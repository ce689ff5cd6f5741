import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TOrganization } from '@placard/contract';
import { useVerifyCollationMutation } from '../../../api/organizations';
import { CopyableCode } from '../../../components/CopyableCode';
import { errorMessage } from '../../../components/form/formMessage';

/** The TXT record to publish, with a button that copies it. */
function CopyableRecord({ record }: { record: string }) {
  const { t } = useTranslation('organizations');
  return (
    <CopyableCode
      value={record}
      testId="org-collate-record"
      copyLabel={t('info.collate.copy')}
      copiedLabel={t('info.collate.copied')}
    />
  );
}

/**
 * Where collation by e-mail domain stands: pending until the domain publishes the TXT record shown
 * (with a button that checks it now), or active.
 */
export function CollationVerification({
  organization,
  editable,
}: {
  organization: TOrganization;
  editable: boolean;
}) {
  const { t } = useTranslation('organizations');
  const verify = useVerifyCollationMutation(organization.id);
  const { collationState, collationRecord, domain } = organization;
  if (collationState === 'off' || !domain) return null;
  if (collationState === 'active') {
    return (
      <Alert severity="success" data-testid="org-collate-state" data-state="active">
        {t('info.collate.active', { domain })}
      </Alert>
    );
  }
  return (
    <Stack spacing={1.5} data-testid="org-collate-state" data-state="pending">
      <Alert severity="info">{t('info.collate.pending', { domain })}</Alert>
      {collationRecord && (
        <Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {t('info.collate.recordLabel', { domain })}
          </Typography>
          <CopyableRecord record={collationRecord} />
        </Box>
      )}
      {verify.isError && (
        <Alert severity="error" data-testid="org-collate-verify-error">
          {errorMessage(verify.error, t('info.saveFailed'))}
        </Alert>
      )}
      {editable && (
        <Box>
          <Button
            variant="contained"
            onClick={() => verify.mutate(undefined)}
            loading={verify.isPending}
            data-testid="org-collate-verify"
          >
            {t('info.collate.verify')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
