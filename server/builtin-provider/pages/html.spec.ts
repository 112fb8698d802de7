import { describe, expect, it } from 'vitest';
import { html, trusted } from './html.js';
import { signInPage } from './pages.js';

describe('html', () => {
  it('escapes interpolated text, in text and in attributes', () => {
    const text = `<script>alert("x")</script> & 'y'`;
    expect(html`<p title="${text}">${text}</p>`.value).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;">' +
        '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;</p>',
    );
  });

  it('keeps nested html and trusted constants, and drops empty values', () => {
    expect(
      html`<div>${html`<b>${'<i>'}</b>`}${trusted('<hr>')}${undefined}${false}</div>`.value,
    ).toBe('<div><b>&lt;i&gt;</b><hr></div>');
  });

  it('refuses values it does not know how to show', () => {
    expect(() => html`${{}}`).toThrow(TypeError);
  });
});

describe('signInPage', () => {
  const links = {
    signIn: '/oidc/interaction/u1',
    login: '/oidc/interaction/u1/login',
    signUp: '/oidc/interaction/u1/signup',
    register: '/oidc/interaction/u1/signup',
    abort: '/oidc/interaction/u1/abort',
    forgotPassword: '/oidc/password/forgot?interaction=u1',
  };
  const site = {
    home: 'http://localhost:3000/',
    signIn: 'http://localhost:3000/login',
    assets: '/oidc/assets',
    forgotPassword: '/oidc/password/forgot',
  };

  it('ties each error to its field for assistive technology', () => {
    const page = signInPage({
      site,
      links,
      email: 'a@b.c',
      errors: { password: 'Wrong email or password.' },
    });
    expect(page).toMatch(/id="field-password"[^>]*aria-describedby="field-password-error"/);
    expect(page).toMatch(/id="field-password"[^>]*aria-invalid="true"/);
    expect(page).toContain(
      '<p class="error" id="field-password-error">Wrong email or password.</p>',
    );
    expect(page).toMatch(/id="field-password"[^>]*autofocus/);
  });

  it('has the brand, no inline script and a viewport for phones', () => {
    const page = signInPage({ site, links });
    expect(page).toContain('<span>Packtrail</span>');
    expect(page).toContain('name="viewport"');
    // The CSP runs scripts of the page's own origin only: the one script is a file.
    const scripts = [...page.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.[1]).toMatch(/ src="\/oidc\/assets\/pages-[0-9a-f]{10}\.js"/);
    expect(scripts[0]?.[2]).toBe('');
  });
});
