import { describe, expect, it } from 'vitest';
import { sanitizeJobDescription } from './job-html.ts';

describe('sanitizeJobDescription', () => {
  it('keeps the formatting the editor produces', () => {
    const html =
      '<h2>About</h2><p>We value <strong>bold</strong>, <em>careful</em>, <u>underlined</u> and <s>old</s> work.</p><ul><li>One</li></ul><ol><li>Two</li></ol><blockquote><p>Quote</p></blockquote><h3>x</h3><h4>y</h4><p>line<br />break</p>';
    expect(sanitizeJobDescription(html)).toBe(html);
  });

  it('drops scripts, styles, frames and event handlers with their content', () => {
    const out = sanitizeJobDescription(
      '<p>Hi<script>alert(1)</script></p><style>p{}</style><iframe src="https://evil.test"></iframe><img src=x onerror="alert(2)"><p onclick="steal()">Text</p>',
    );
    expect(out).toBe('<p>Hi</p><p>Text</p>');
    expect(out).not.toMatch(/script|alert|onerror|onclick|iframe|style/i);
  });

  it('keeps safe links, opening in a new tab, and drops javascript: links', () => {
    expect(sanitizeJobDescription('<a href="https://example.com" onclick="x()">site</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">site</a>',
    );
    expect(sanitizeJobDescription('<a href="mailto:hr@example.com">mail</a>')).toContain(
      'href="mailto:hr@example.com"',
    );
    const js = sanitizeJobDescription('<a href="javascript:alert(1)">click</a><a href="JaVaScRiPt:alert(1)">again</a>');
    expect(js).not.toMatch(/javascript/i);
    expect(js).toContain('click');
  });

  it('turns the editor aliases into semantic tags and unknown tags into text', () => {
    expect(sanitizeJobDescription('<b>a</b><i>b</i><h1>c</h1><div><span style="color:red">d</span></div>')).toBe(
      '<strong>a</strong><em>b</em><h2>c</h2>d',
    );
  });
});
