import { fontFaceCss } from '@placard/fonts';

const dataUrls = new Map<string, Promise<string | null>>();

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary);
}

/** A font file as a data URL (fetched once per address); null when it cannot be fetched. */
function fontDataUrl(url: string): Promise<string | null> {
  let pending = dataUrls.get(url);
  if (!pending) {
    pending = fetch(url)
      .then((response) =>
        response.ok ? response.arrayBuffer() : Promise.reject(new Error(`${response.status}`)),
      )
      .then((buffer) => `data:font/woff2;base64,${base64(new Uint8Array(buffer))}`)
      .catch(() => {
        dataUrls.delete(url);
        return null;
      });
    dataUrls.set(url, pending);
  }
  return pending;
}

const URL_IN_CSS = /url\("([^"]+)"\)/g;

/**
 * @font-face rules of the fonts with their files inlined as data URLs: a rasterised slide is drawn
 * as an isolated SVG image, which sees neither the page's fonts nor files it would have to fetch.
 */
export async function embeddedFontCss(fontIds: Iterable<string>): Promise<string> {
  const css = fontFaceCss(fontIds);
  const urls = [...new Set([...css.matchAll(URL_IN_CSS)].map((match) => match[1] ?? ''))].filter(Boolean);
  const inlined = new Map(await Promise.all(urls.map(async (url) => [url, await fontDataUrl(url)] as const)));
  return css.replace(URL_IN_CSS, (whole, url: string) => {
    const data = inlined.get(url);
    return data ? `url("${data}")` : whole;
  });
}
