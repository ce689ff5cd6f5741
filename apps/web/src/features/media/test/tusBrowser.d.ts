/** The browser build of tus-js-client, which the app's bundle uses (tests load it in place of the Node one). */
declare module 'tus-js-client/lib.esm/browser/index.js' {
  export * from 'tus-js-client';
}
