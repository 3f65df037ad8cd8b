import DOMPurify from 'isomorphic-dompurify';
import MarkdownIt from 'markdown-it';

/** Raw HTML in the Markdown is shown as text, never as markup; bare addresses become links. */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true, breaks: false });

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'em',
  's',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'code',
  'pre',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

// Every external link opens apart from the app and tells the other site nothing about it.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A') return;
  const href = node.getAttribute('href') ?? '';
  if (/^https?:/i.test(href)) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  } else {
    node.removeAttribute('target');
  }
});

/**
 * An article's Markdown as HTML safe to show: markdown-it escapes raw HTML and refuses
 * `javascript:` and similar links; DOMPurify then keeps only the tags and attributes above and
 * links to http(s), mail, phone or anchors, so no script, event handler or style survives.
 */
export function renderArticle(source: string): string {
  return DOMPurify.sanitize(markdown.render(source), {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href', 'title', 'start', 'target', 'rel'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|#)/i,
  });
}
