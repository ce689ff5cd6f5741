import Bowser from 'bowser';

/** "Chrome 156" and "Linux" (or "Android 14", "Windows 11"…) from a screen's user agent, when it says. */
export function browserOf(userAgent: string | null): { browser: string; system: string } | null {
  if (!userAgent) return null;
  const { browser, os } = Bowser.parse(userAgent);
  if (!browser.name || !os.name) return null;
  const major = browser.version?.split('.')[0];
  const osVersion = os.versionName ?? os.version;
  return {
    browser: major ? `${browser.name} ${major}` : browser.name,
    system: osVersion ? `${os.name} ${osVersion}` : os.name,
  };
}
