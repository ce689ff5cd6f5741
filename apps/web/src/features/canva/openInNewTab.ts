/**
 * Opens a tab at once (while the click still allows it) and answers a function that sends it to an
 * address known only later, or closes it when there is none. The new page cannot reach this one.
 */
export function openTabForLater(): (url: string | null) => void {
  const tab = window.open('', '_blank');
  return (url) => {
    if (!tab) {
      if (url) window.open(url, '_blank', 'noopener');
      return;
    }
    if (url === null) {
      tab.close();
      return;
    }
    tab.opener = null;
    tab.location.href = url;
  };
}
