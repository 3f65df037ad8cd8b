import { Alert, Button, Center, Loader, Text } from '@mantine/core';
import { isValidElement, type ReactNode } from 'react';

/** What a TanStack query (or several, combined) tells about its answer. */
export interface QueryLike<T> {
  isLoading: boolean;
  isError: boolean;
  data?: T;
  refetch?: () => unknown;
}

/** A screen's texts that name its loading, error and (when it offers one) retry texts. */
export interface QueryTexts {
  loading: string;
  error: string;
  retry?: string;
}

/** The texts one by one, or a screen's texts object that holds them under these names. */
type QueryStateTexts =
  | {
      /** The spinner's accessible name, or the whole loading view. */
      loading: ReactNode;
      /** The text of the red alert, or the whole error view. */
      error: ReactNode;
      /** The label of a retry button after the error text. */
      retry?: string;
      texts?: never;
    }
  | { texts: QueryTexts; loading?: never; error?: never; retry?: never };

export type QueryStateProps<T> = QueryStateTexts & {
  query: QueryLike<T>;
  /** The dimmed text, or the whole view, when there is nothing to show. */
  empty?: ReactNode;
  /**
   * When the answer counts as empty; by default no answer, or an empty list or page. A screen
   * that filters the answer says so here (and its content then reads its own filtered list).
   */
  isEmpty?: (data: T | undefined) => boolean;
  /** 'sm' inside a card or section: a small spinner and small empty text. */
  size?: 'sm';
  /** A whole page or panel: a full-size spinner, centred, with this space above and below. */
  centered?: 'lg' | 'xl';
  children: (data: T) => ReactNode;
};

function isEmptyAnswer(data: unknown): boolean {
  if (data === undefined) return true;
  if (Array.isArray(data)) return data.length === 0;
  const items = (data as { items?: unknown } | null)?.items;
  return Array.isArray(items) && items.length === 0;
}

/**
 * The one way a screen shows a query: a spinner while it loads, a red alert when it failed, the
 * empty text when there is nothing (by default: no answer, an empty list or page), the alert
 * again when there is no answer and no empty text, else the content. Texts get the
 * standard look; a screen that needs another passes the whole view instead.
 */
export function QueryState<T>(props: QueryStateProps<T>) {
  const { query, size } = props;
  const { loading, error, retry } = props.texts ?? props;
  if (query.isLoading) {
    if (isValidElement(loading)) return loading;
    const label = loading as string;
    return props.centered ? (
      <Center py={props.centered}>
        <Loader aria-label={label} />
      </Center>
    ) : (
      <Loader size={size} aria-label={label} />
    );
  }
  const failed = isValidElement(error) ? (
    error
  ) : (
    <Alert color="red" role="alert">
      {error}
      {retry ? (
        <>
          {' '}
          <Button variant="subtle" size="compact-sm" onClick={() => void query.refetch?.()}>
            {retry}
          </Button>
        </>
      ) : null}
    </Alert>
  );
  if (query.isError) return failed;
  if (props.empty !== undefined && (props.isEmpty ?? isEmptyAnswer)(query.data)) {
    return isValidElement(props.empty) ? (
      props.empty
    ) : (
      <Text c="dimmed" size={size}>
        {props.empty}
      </Text>
    );
  }
  if (query.data === undefined) return failed;
  return <>{props.children(query.data)}</>;
}
