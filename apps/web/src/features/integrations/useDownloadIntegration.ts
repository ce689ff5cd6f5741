import { useMutation } from '@tanstack/react-query';
import { integrationsApi } from '../../api/integrations';
import { downloadFileName } from './paths';
import { saveJsonFile } from './saveJsonFile';

/**
 * Download JSON: fetches what a provider's engineer needs (endpoint, authentication, fields, examples)
 * and saves it as placard-integration-{id}.json.
 */
export function useDownloadIntegration() {
  return useMutation({
    mutationFn: async (id: number) => {
      const description = await integrationsApi.download(id);
      saveJsonFile(downloadFileName(id), description);
      return description;
    },
  });
}
