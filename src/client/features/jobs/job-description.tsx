import { Box } from '@mui/material';
import { useMemo } from 'react';
import { cleanRichText } from '../../lib/rich-text.ts';

/** `language` is the ad's own: an English ad in the Arabic interface still reads left to right. */
export function JobDescription({ html, language }: { html: string; language: string }) {
  const clean = useMemo(() => cleanRichText(html), [html]);
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
