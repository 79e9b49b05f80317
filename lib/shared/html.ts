// Rich text from the platform (product descriptions, content pages) is rendered as HTML, but only
// the formatting a merchant needs: no scripts, styles, event handlers or javascript: links.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'a',
    'span',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export function safeHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
