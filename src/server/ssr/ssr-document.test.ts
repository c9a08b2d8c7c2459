import { describe, expect, it } from 'vitest';
import { documentParts, documentTail } from './ssr-document.ts';

const TEMPLATE = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <title>CPA Careers</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('the server-rendered document', () => {
  it('starts in the page’s language and direction, the scripts in the part sent at once', () => {
    const parts = documentParts(TEMPLATE, 'ar')!;
    expect(parts.head).toContain('<html lang="ar" dir="rtl">');
    expect(parts.head).toContain('/assets/index-abc.js');
    expect(parts.head).not.toContain('</head>');
    expect(parts.head + parts.tail).toBe(TEMPLATE.replace('<html lang="en" dir="ltr">', '<html lang="ar" dir="rtl">'));
  });

  it('puts the styles and picture preloads in the head, the markup in #root and its data after it', () => {
    const parts = documentParts(TEMPLATE, 'en')!;
    const tail = documentTail(parts.tail, {
      styles: '<style data-emotion="mui a">.a{}</style>',
      html: '<link rel="preload" as="image" href="/logo.svg"/><main>Jobs $& more</main>',
      payloadScript: '<script type="application/json" id="ssr-payload">{}</script>',
    });
    const html = parts.head + tail;
    expect(html.indexOf('<style data-emotion')).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf('<link rel="preload" as="image"')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain(
      '<div id="root"><main>Jobs $& more</main></div><script type="application/json" id="ssr-payload">{}</script>',
    );
  });

  it('leaves #root empty for the browser to fill when the page could not be rendered', () => {
    const parts = documentParts(TEMPLATE, 'tr')!;
    expect(documentTail(parts.tail)).toContain('<div id="root"></div>');
  });
});
