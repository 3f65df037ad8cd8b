import { useEffect } from 'react';

const SITE_NAME = 'Armonía Terapias';

/** "<Page> · Armonía Terapias" in the browser tab while the page is shown. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · ${SITE_NAME}`;
  }, [title]);
}
