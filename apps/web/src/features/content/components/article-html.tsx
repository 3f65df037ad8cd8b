import { Typography } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * An article's HTML, already cleaned by the server, cleaned once more here before it is shown:
 * the page never trusts markup it did not check itself.
 */
export function ArticleHtml({ html, testId }: { html: string; testId?: string }) {
  const clean = useMemo(
    () => DOMPurify.sanitize(html, { ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'img'] }),
    [html],
  );
  return (
    <Typography>
      <div data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
