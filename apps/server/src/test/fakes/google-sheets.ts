import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** A tab of a spreadsheet: its gid, its name and its cells, as the sheet shows them. */
export type FakeTab = { gid: string; name: string; cells: string[][] };

/**
 * A spreadsheet the fake serves: `public` to anyone with the link; `private` sends readers to sign
 * in (a redirect to the accounts host); `private-401` answers 401 Unauthorized instead. `publishedId`
 * is its "Publish to web" id; `csv` replaces every answer's body (a broken export).
 */
export type FakeSpreadsheet = {
  access: 'public' | 'private' | 'private-401';
  tabs: FakeTab[];
  publishedId?: string;
  csv?: string;
};

export type FakeGoogleSheets = {
  /** where the export endpoints are, for SHEETS_EXPORT_URL (as https://docs.google.com) */
  baseUrl: string;
  /** the sign-in host private sheets redirect to (as https://accounts.google.com) */
  accountsUrl: string;
  /** adds or replaces a spreadsheet */
  setSpreadsheet(id: string, spreadsheet: FakeSpreadsheet): void;
  /** the paths and queries asked of the export host, in order */
  requests: string[];
  /** stops answering: connections are refused from now on, as from a host that is down */
  goDown(): Promise<void>;
  close(): Promise<void>;
};

/** A cell as Google's CSV export writes it: quoted when it holds a comma, a quote or a line break. */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The query endpoint's CSV: every cell quoted. */
function quotedField(value: string): string {
  return `"${value.replace(/"/g, '""')}"`;
}

/** Rows as CSV, each as wide as the widest (the export pads rows to the tab's used columns). */
function toCsv(rows: string[][], field: (value: string) => string): string {
  const width = Math.max(0, ...rows.map((row) => row.length));
  return rows
    .map((row) => Array.from({ length: width }, (_, index) => field(row[index] ?? '')).join(','))
    .join('\n');
}

function columnIndex(letters: string): number {
  return [...letters.toUpperCase()].reduce((value, letter) => value * 26 + letter.charCodeAt(0) - 64, 0) - 1;
}

/** The cells of an A1 range (`B2:C3`) of a tab, as the query endpoint cuts them. */
function cut(cells: string[][], range: string | null): string[][] {
  const match = range ? /^([A-Z]+)(\d+)(?::([A-Z]+)(\d+))?$/i.exec(range) : null;
  if (!match) return cells;
  const [, fromColumn = 'A', fromRow = '1', toColumn = fromColumn, toRow = fromRow] = match;
  return cells
    .slice(Number(fromRow) - 1, Number(toRow))
    .map((row) => row.slice(columnIndex(fromColumn), columnIndex(toColumn) + 1));
}

const HTML = 'text/html; charset=utf-8';
const CSV = 'text/csv; charset=utf-8';

function listen(handler: (request: IncomingMessage, response: ServerResponse) => void) {
  const server = createServer(handler);
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server.listening) resolve();
      else server.close(() => resolve());
    });
  return new Promise<{ server: Server; origin: string; stop: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, stop }),
    ),
  );
}

/**
 * Google Sheets' export endpoints on 127.0.0.1, each host a server of its own: the docs host
 * (`/spreadsheets/d/{id}/export?format=csv&gid=N`, whose public answers redirect to a content host
 * as Google's do; `/spreadsheets/d/{id}/gviz/tq?tqx=out:csv&sheet=Name&range=A1:B2`;
 * `/spreadsheets/d/e/{id}/pub?output=csv&gid=N`), the content host, and the accounts host with its
 * sign-in page. An unknown spreadsheet answers 404; a tab that is not there, 400.
 */
export async function startFakeGoogleSheets(): Promise<FakeGoogleSheets> {
  const spreadsheets = new Map<string, FakeSpreadsheet>();
  const requests: string[] = [];

  const accounts = await listen((_request, response) => {
    response.writeHead(200, { 'content-type': HTML }).end('<!doctype html><title>Sign in</title>');
  });
  const content = await listen((request, response) => {
    const [, id = '', gid = ''] = /^\/export\/([^/]+)\/([^/?]+)/.exec(request.url ?? '') ?? [];
    const spreadsheet = spreadsheets.get(id);
    const tab = spreadsheet?.tabs.find((candidate) => candidate.gid === gid);
    if (!spreadsheet || !tab) response.writeHead(404, { 'content-type': HTML }).end();
    else answerCsv(response, spreadsheet, tab.cells, csvField);
  });

  function answerCsv(
    response: ServerResponse,
    spreadsheet: FakeSpreadsheet,
    cells: string[][],
    field: (value: string) => string,
  ) {
    response
      .writeHead(200, { 'content-type': CSV, 'content-disposition': 'attachment; filename="export.csv"' })
      .end(spreadsheet.csv ?? toCsv(cells, field));
  }

  function tabOf(spreadsheet: FakeSpreadsheet, gid: string | null): FakeTab | undefined {
    return gid === null ? spreadsheet.tabs[0] : spreadsheet.tabs.find((tab) => tab.gid === gid);
  }

  const docs = await listen((request, response) => {
    const url = new URL(request.url ?? '/', 'http://docs.invalid');
    requests.push(`${url.pathname}${url.search}`);
    const published = /^\/spreadsheets\/d\/e\/([^/]+)\/pub$/.exec(url.pathname);
    if (published) {
      const spreadsheet = [...spreadsheets.values()].find((sheet) => sheet.publishedId === published[1]);
      const tab = spreadsheet && tabOf(spreadsheet, url.searchParams.get('gid'));
      if (!spreadsheet) response.writeHead(404, { 'content-type': HTML }).end('<title>Not found</title>');
      else if (!tab || url.searchParams.get('output') !== 'csv') response.writeHead(400).end();
      else answerCsv(response, spreadsheet, tab.cells, csvField);
      return;
    }
    const [, id = '', endpoint] = /^\/spreadsheets\/d\/([^/]+)\/(export|gviz\/tq)$/.exec(url.pathname) ?? [];
    const spreadsheet = spreadsheets.get(id);
    if (!endpoint || !spreadsheet) {
      response.writeHead(404, { 'content-type': HTML }).end('<title>Page Not Found</title>');
    } else if (spreadsheet.access === 'private-401') {
      response.writeHead(401, { 'content-type': HTML }).end('<title>Unauthorized</title>');
    } else if (spreadsheet.access === 'private') {
      const signIn = `${accounts.origin}/ServiceLogin?continue=${encodeURIComponent(url.href)}`;
      response.writeHead(302, { location: signIn, 'content-type': HTML }).end();
    } else if (endpoint === 'export') {
      const tab = tabOf(spreadsheet, url.searchParams.get('gid'));
      if (!tab || url.searchParams.get('format') !== 'csv') response.writeHead(400).end();
      else response.writeHead(307, { location: `${content.origin}/export/${id}/${tab.gid}` }).end();
    } else {
      // the query endpoint: a tab by name (the first when none is named), cut to the range asked
      const name = url.searchParams.get('sheet');
      const tab = name === null ? spreadsheet.tabs[0] : spreadsheet.tabs.find((each) => each.name === name);
      if (!tab || url.searchParams.get('tqx') !== 'out:csv') response.writeHead(400).end();
      else answerCsv(response, spreadsheet, cut(tab.cells, url.searchParams.get('range')), quotedField);
    }
  });

  return {
    baseUrl: docs.origin,
    accountsUrl: accounts.origin,
    setSpreadsheet: (id, spreadsheet) => void spreadsheets.set(id, spreadsheet),
    requests,
    goDown: docs.stop,
    async close() {
      await Promise.all([docs.stop(), content.stop(), accounts.stop()]);
    },
  };
}
