import { useHotkeys, useWindowEvent } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';

const SearchPalette = lazy(() => import('./search-palette.tsx'));

/**
 * Ctrl+K (⌘K) opens the quick-search palette from any private screen, even from a text box; "/"
 * does too, except while typing. The palette's code loads the first time it opens.
 */
export function QuickSearch() {
  const [opened, setOpened] = useState(false);
  const open = () => setOpened(true);
  useHotkeys([['mod+K', open]], []);
  // "/" takes Shift on Spanish keyboards, so the key is matched by what it types.
  useWindowEvent('keydown', (e) => {
    const target = e.target as HTMLElement | null;
    const typing = target?.closest('input, textarea, select, [contenteditable="true"]');
    if (e.key !== '/' || typing || e.ctrlKey || e.metaKey || e.altKey) return;
    e.preventDefault();
    open();
  });
  return opened ? (
    <Suspense fallback={null}>
      <SearchPalette onClose={() => setOpened(false)} />
    </Suspense>
  ) : null;
}
