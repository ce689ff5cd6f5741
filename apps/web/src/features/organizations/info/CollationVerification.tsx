import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Check from '@mui/icons-material/Check';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useTranslation } from 'react-i18next';
import type { TOrganization } from '@placard/contract';
import { useVerifyCollationMutation } from '../../../api/organizations';
import { errorMessage } from '../../../components/form/formMessage';

/** The TXT record to publish, with a button that copies it. */
function CopyableRecord({ record }: { record: string }) {
  const { t } = useTranslation('organizations');
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(record).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <Box
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        pl: 1.5,
        pr: 0.5,
        py: 0.5,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.default',
        maxWidth: '100%',
      }}
    >
      <Typography
        component="code"
        sx={{ fontFamily: 'monospace', fontSize: '0.95rem', overflowWrap: 'anywhere' }}
        data-testid="org-collate-record"
      >
        {record}
      </Typography>
      <Button
        size="small"
        variant="text"
        onClick={copy}
        startIcon={copied ? <Check /> : <ContentCopy />}
        data-testid="org-collate-copy"
      >
        {copied ? t('info.collate.copied') : t('info.collate.copy')}
      </Button>
    </Box>
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
