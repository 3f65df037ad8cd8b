import { useEffect } from 'react';
import { documentTitle } from './page-meta.ts';

/** "<Page> · Armonía Terapias" in the browser tab while the page is shown. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
