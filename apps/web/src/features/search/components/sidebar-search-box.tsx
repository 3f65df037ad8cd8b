import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { APP_ROUTES } from '@armonia/shared';
import { SearchInput } from '../../../components/search-input.tsx';
import { MIN_QUERY } from '../api/search.ts';
import { TEXTS } from '../texts.ts';

const PAUSE_MS = 600;

/**
 * The sidebar's search box: what is typed stays in it and opens /search?q=… on Enter or after a
 * short pause; on /search it follows the page's query.
 */
export function SidebarSearchBox() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const onSearchPage = pathname === APP_ROUTES.search.path;
  const pageQuery = onSearchPage ? (params.get('q') ?? '') : null;
  const [value, setValue] = useState(pageQuery ?? '');

  // Another query on /search (the page's own box, a recent search) shows here too; the box's
  // own text, trailing space included, stays as typed.
  useEffect(() => {
    if (pageQuery !== null) setValue((v) => (v.trim() === pageQuery ? v : pageQuery));
  }, [pageQuery]);

  const open = (text: string, replace: boolean) => {
    const q = text.trim();
    if (q.length < MIN_QUERY) return;
    void navigate(`${APP_ROUTES.search.path}?q=${encodeURIComponent(q)}`, { replace });
  };
  // While typing on /search the page follows without filling the history with every pause.
  const openAfterPause = useDebouncedCallback((text: string) => open(text, onSearchPage), PAUSE_MS);

  return (
    <SearchInput
      placeholder={TEXTS.box.placeholder}
      aria-label={TEXTS.box.label}
      value={value}
      onChange={(text) => {
        setValue(text);
        openAfterPause(text);
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Enter') return;
        e.preventDefault();
        openAfterPause.cancel();
        open(value, false);
      }}
      data-testid="sidebar-search"
    />
  );
}
