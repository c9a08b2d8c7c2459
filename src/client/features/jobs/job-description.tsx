import { Box } from '@mui/material';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

// The server sanitizes job descriptions when they are written, but the browser does not rely
// on that: what reaches innerHTML passes DOMPurify here too, restricted to simple text markup.
const ALLOWED_TAGS = [
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
  's',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'a',
];
// Links (the server allows http, https and mailto only) keep their address and open in a new tab.
const ALLOWED_ATTR = ['href', 'target', 'rel'];

/** `language` is the ad's own: an English ad in the Arabic interface still reads left to right. */
export function JobDescription({ html, language }: { html: string; language: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR }), [html]);
  return (
    <Box
      lang={language}
      dir={language === 'ar' ? 'rtl' : 'ltr'}
      sx={{
        lineHeight: 1.7,
        color: 'text.primary',
        '& p': { mt: 0, mb: 1.5 },
        '& ul, & ol': { mt: 0, mb: 1.5, paddingInlineStart: 3 },
        '& li': { mb: 0.5 },
        '& h2, & h3, & h4': { fontSize: 16, mb: 1 },
        '& blockquote': {
          m: 0,
          mb: 1.5,
          paddingInlineStart: 2,
          borderInlineStart: 3,
          borderColor: 'divider',
          color: 'text.secondary',
        },
      }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
