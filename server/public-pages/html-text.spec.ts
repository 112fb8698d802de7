import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript } from './html-text.js';

describe('jsonForScript', () => {
  const hostile = {
    name: '</script><script>alert(1)</script>',
    comment: '<!-- open',
    close: '-->',
    amp: 'Tom & Jerry &lt;',
    quotes: `"double" 'single'`,
    lines: 'a\u2028b\u2029c',
    nested: [{ deep: '</SCRIPT >' }],
  };

  it('writes no character that can end the script or open a comment', () => {
    const text = jsonForScript(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text.toLowerCase()).not.toContain('</script');
    expect(text).not.toContain('<!--');
  });

  it('escapes <, >, &, U+2028 and U+2029 as \\u escapes', () => {
    expect(jsonForScript('<>&\u2028\u2029')).toBe(String.raw`"\u003c\u003e\u0026\u2028\u2029"`);
  });

  it('parses back to the very same value', () => {
    expect(JSON.parse(jsonForScript(hostile))).toEqual(hostile);
  });

  it('leaves everything else as JSON.stringify writes it', () => {
    const plain = { a: 1, b: [true, null, 'x y'], c: 'ü 🎒' };
    expect(jsonForScript(plain)).toBe(JSON.stringify(plain));
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that can end text or a quoted attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('escapes an entity so it shows as typed', () => {
    expect(escapeHtml('&lt;')).toBe('&amp;lt;');
  });

  it('leaves other text alone', () => {
    expect(escapeHtml('Ada’s pack – 5 kg')).toBe('Ada’s pack – 5 kg');
  });
});
