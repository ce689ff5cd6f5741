import { describe, expect, it } from 'vitest';
import { ZCanvaDesignList, ZCanvaExportAnswer, designOf, exportFormat, exportOf } from './canva.api.js';
import { codeChallengeOf } from './canva.connect.usecases.js';
import { canvaFailureOf } from './canva.http.js';
import { fileName } from './canva.import.usecases.js';

describe("Canva's answers", () => {
  it('reads a page of designs, untitled ones and those without a thumbnail too', () => {
    const page = ZCanvaDesignList.parse({
      continuation: 'RkFGMnJsQ2U1Q1E',
      items: [
        {
          id: 'DAFVztcvd9z',
          title: ' My summer holiday ',
          owner: { user_id: 'auDAbliZ2rQNNOsUl5FK', team_id: 'Oi2RJILTrKk0KRhRUZozX' },
          thumbnail: { width: 595, height: 335, url: 'https://document-export.canva.com/thumbnail/0001.png' },
          urls: {
            edit_url: 'https://www.canva.com/api/design/edit',
            view_url: 'https://www.canva.com/api/design/view',
          },
          created_at: 1_377_396_000,
          updated_at: 1_692_928_800,
          page_count: 5,
        },
        { id: 'DAFblank', urls: { edit_url: 'https://www.canva.com/api/design/edit2' } },
      ],
    });
    expect(page.items.map(designOf)).toEqual([
      {
        id: 'DAFVztcvd9z',
        title: 'My summer holiday',
        thumbnailUrl: 'https://document-export.canva.com/thumbnail/0001.png',
        portrait: false,
        editUrl: 'https://www.canva.com/api/design/edit',
        viewUrl: 'https://www.canva.com/api/design/view',
        pageCount: 5,
        updatedAt: new Date('2023-08-25T02:00:00.000Z'),
      },
      {
        id: 'DAFblank',
        title: '',
        thumbnailUrl: null,
        portrait: false,
        editUrl: 'https://www.canva.com/api/design/edit2',
        viewUrl: null,
        pageCount: null,
        updatedAt: null,
      },
    ]);
  });

  it('takes only web addresses from Canva, since the web opens them', () => {
    const item = { id: 'DAFx', urls: { edit_url: 'javascript:alert(1)' } };
    expect(ZCanvaDesignList.safeParse({ items: [item] }).success).toBe(false);
  });

  it('reads an export job in progress, done with its files, and failed with its reason', () => {
    const read = (job: unknown) => exportOf(ZCanvaExportAnswer.parse({ job }));
    expect(read({ id: 'e1', status: 'in_progress' })).toEqual({
      id: 'e1',
      status: 'in_progress',
      urls: [],
      error: null,
    });
    expect(read({ id: 'e1', status: 'success', urls: ['https://export.canva.com/1.png'] }).urls).toEqual([
      'https://export.canva.com/1.png',
    ]);
    expect(
      read({ id: 'e1', status: 'failed', error: { code: 'license_required', message: 'Premium elements' } }),
    ).toMatchObject({ status: 'failed', error: 'license_required: Premium elements' });
    expect(ZCanvaExportAnswer.safeParse({ job: { id: 'e1', status: 'queued' } }).success).toBe(false);
  });

  it('asks for a video in the orientation of the design', () => {
    expect(exportFormat('png', false)).toEqual({ type: 'png' });
    expect(exportFormat('pdf', true)).toEqual({ type: 'pdf' });
    expect(exportFormat('mp4', false)).toEqual({ type: 'mp4', quality: 'horizontal_1080p' });
    expect(exportFormat('mp4', true)).toEqual({ type: 'mp4', quality: 'vertical_1080p' });
  });

  it("tells a refused token, a missing design and Canva's rate limit apart", () => {
    expect(canvaFailureOf(401, '{"code":"invalid_access_token","message":"Token expired"}')).toMatchObject({
      failure: 'UNAUTHORIZED',
      message: 'Canva answered HTTP 401 (Token expired).',
    });
    expect(canvaFailureOf(404, '{}').failure).toBe('NOT_FOUND');
    expect(canvaFailureOf(429, '').failure).toBe('BUSY');
    expect(canvaFailureOf(400, '{"error":"invalid_grant"}').failure).toBe('REFUSED');
  });
});

describe('connecting and importing', () => {
  it('makes the PKCE S256 challenge: the SHA-256 of the verifier, base64url without padding', () => {
    expect(codeChallengeOf('dBjftJeZ4CVP-mB92K27uhbUJU1p1r7wW1gFWFOEjXk')).toBe(
      'bwWFMyPfdG9qreDhH2lmftFx_dFeLDalzcT1gb_j68g',
    );
  });

  it("names the items after the design, numbering the pages, never with a path's slashes", () => {
    expect(fileName('Summer menu', 0, 1)).toBe('Summer menu');
    expect(fileName('Summer menu', 1, 3)).toBe('Summer menu (2)');
    expect(fileName('  a/b\\c\n', 0, 1)).toBe('a b c');
    expect(fileName('', 0, 1)).toBe('Canva design');
  });
});
