import { describe, expect, it } from 'vitest';
import { escapeAttribute, packEmbedCode } from './embed-code';

const ORIGIN = 'https://packtrail.example';

describe('packEmbedCode', () => {
  it('frames the pack’s embed page with a title naming the pack', () => {
    expect(
      packEmbedCode({
        origin: ORIGIN,
        username: 'ada',
        slug: 'summer-kit',
        packName: 'Summer kit',
      }),
    ).toBe(
      '<iframe src="https://packtrail.example/u/ada/pack/summer-kit/embed" width="100%" ' +
        'height="500" style="border:0" title="Summer kit on Packtrail" loading="lazy"></iframe>',
    );
  });

  it('escapes quotes and markup in the pack’s name, so nothing leaves the title attribute', () => {
    const code = packEmbedCode({
      origin: ORIGIN,
      username: 'ada',
      slug: 'x',
      packName: `"><script>alert('hi')</script> & 'more'`,
    });
    expect(code).toContain(
      'title="&quot;&gt;&lt;script&gt;alert(&#39;hi&#39;)&lt;/script&gt; &amp; &#39;more&#39; on Packtrail"',
    );
    expect(code).not.toContain('<script');
    // Exactly the iframe's own tags and its six attributes remain.
    expect(code.match(/</g)).toHaveLength(2);
    const attributes = [...code.matchAll(/ ([a-z]+)="[^"]*"/g)].map((match) => match[1]);
    expect(attributes).toEqual(['src', 'width', 'height', 'style', 'title', 'loading']);
    expect(code.match(/"/g)).toHaveLength(12);
  });

  it('keeps the address encoded as the paths build it', () => {
    const code = packEmbedCode({ origin: ORIGIN, username: 'a_b', slug: 'kit-2', packName: 'K' });
    expect(code).toContain('src="https://packtrail.example/u/a_b/pack/kit-2/embed"');
  });
});

describe('escapeAttribute', () => {
  it('leaves ordinary text alone and escapes the five markup characters', () => {
    expect(escapeAttribute('Tarp & poles')).toBe('Tarp &amp; poles');
    expect(escapeAttribute(`<>"'&`)).toBe('&lt;&gt;&quot;&#39;&amp;');
    expect(escapeAttribute('Ultralight 5 kg')).toBe('Ultralight 5 kg');
  });
});
