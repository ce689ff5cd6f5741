import { createServer, type IncomingHttpHeaders } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Server } from '@tus/server';
import { FileStore } from '@tus/file-store';
import { MEDIA_UPLOAD_PATH, type TMediaItem } from '@placard/contract';

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

export interface TusTestServer {
  endpoint: string;
  requests: SeenRequest[];
  /** the metadata of each upload created */
  created: Record<string, string | null>[];
  close: () => Promise<void>;
}

interface TusTestOptions {
  /** the item the final answer describes, from the upload's metadata */
  itemOf: (metadata: Record<string, string | null>, size: number) => TMediaItem;
  /** a refusal for an upload being created: [status, JSON body], or null to accept it */
  refuse?: (metadata: Record<string, string | null>) => [number, unknown] | null;
}

/**
 * A real tus server (the reference Node implementation, storing in a temporary folder) on a free
 * local port, answering the last PATCH with the stored item as Placard's server does.
 */
export async function startTusServer({ itemOf, refuse }: TusTestOptions): Promise<TusTestServer> {
  const directory = mkdtempSync(join(tmpdir(), 'placard-tus-'));
  const requests: SeenRequest[] = [];
  const created: Record<string, string | null>[] = [];
  const tus = new Server({
    path: MEDIA_UPLOAD_PATH,
    datastore: new FileStore({ directory }),
    onUploadCreate: async (_request, upload) => {
      const metadata = upload.metadata ?? {};
      const refusal = refuse?.(metadata);
      if (refusal) throw { status_code: refusal[0], body: JSON.stringify(refusal[1]) };
      created.push(metadata);
      return {};
    },
    onUploadFinish: async (_request, upload) => ({
      status_code: 200,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(itemOf(upload.metadata ?? {}, upload.size ?? 0)),
    }),
  });
  const http = createServer((request, response) => {
    requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
    void tus.handle(request, response);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    endpoint: `http://127.0.0.1:${port}${MEDIA_UPLOAD_PATH}`,
    requests,
    created,
    close: async () => {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
