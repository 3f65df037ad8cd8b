import type { DirectoryFacets, DirectoryProfileEditor } from '@armonia/shared';
import type { QueryLike } from '../../../components/query-state.tsx';
import { useFacets } from '../api/directory.ts';
import { useProfileEditor } from '../api/profile-editor.ts';

/** The editor's saved profile and the choices its fields offer, as one query for QueryState. */
export function useEditorData(
  therapistId?: string,
): QueryLike<{ editor: DirectoryProfileEditor; facets: DirectoryFacets }> {
  const editor = useProfileEditor(therapistId);
  const facets = useFacets('public');
  return {
    isLoading: editor.isLoading || facets.isLoading,
    isError: editor.isError || facets.isError,
    data: editor.data && facets.data ? { editor: editor.data, facets: facets.data } : undefined,
    refetch: () => Promise.all([editor.refetch(), facets.refetch()]),
  };
}
