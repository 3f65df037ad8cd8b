import { Alert } from '@mantine/core';
import { useLocation } from 'react-router';
import { listByPath, THERAPIST_LIST_VIEWS } from '@armonia/shared';
import { ListScreen } from '../components/list-screen.tsx';
import { TEXTS } from '../texts.ts';

/** Every list's route shows this page; the path says which list. */
export default function ListPage() {
  const { pathname } = useLocation();
  // A trailing slash is the same route for the router, not another list.
  const path = pathname.replace(/(.)\/+$/, '$1');
  // Therapists see some lists read-only under their own catalogue routes.
  const therapistView = THERAPIST_LIST_VIEWS[path];
  const def = therapistView ?? listByPath(path);
  if (!def) {
    return (
      <Alert color="yellow" title={TEXTS.page.notFound}>
        {TEXTS.page.notFoundHint}
      </Alert>
    );
  }
  // Keyed by list: moving between lists starts with a clean search, page and order.
  return <ListScreen key={def.key} def={def} readOnly={Boolean(therapistView)} />;
}
