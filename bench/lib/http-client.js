/**
 * A minimal browser for the bench's setup: one cookie jar (everything it talks to is the app's
 * own origin, the built-in sign-in provider included), redirects followed by hand, HTML forms
 * filled and posted. Enough to sign up through the real sign-in flow and call the API.
 */
export class HttpClient {
  /** @param {string} baseUrl */
  constructor(baseUrl) {
    this.baseUrl = baseUrl;
    /** @type {Map<string, string>} */
    this.cookies = new Map();
  }

  /** The Cookie header the client would send, e.g. for autocannon. */
  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /**
   * @param {string} url Absolute, or a path on the app.
   * @param {RequestInit} [init]
   * @returns {Promise<Response>}
   */
  async fetch(url, init = {}) {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('cookie', this.cookieHeader());
    const response = await fetch(new URL(url, this.baseUrl), {
      ...init,
      headers,
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) this.#store(line);
    return response;
  }

  /**
   * Sends JSON (when given) and reads the JSON answer; throws on a status other than `expect`.
   *
   * @param {string} method
   * @param {string} path
   * @param {unknown} [body]
   * @param {number} [expect]
   * @returns {Promise<any>}
   */
  async json(method, path, body, expect = 200) {
    const response = await this.fetch(path, {
      method,
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (response.status !== expect) {
      throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    }
    return text ? JSON.parse(text) : null;
  }

  /**
   * Requests `url`, then follows redirects until a page answers or `stop` matches the next hop.
   *
   * @param {string} url
   * @param {RequestInit} [init]
   * @param {(url: URL) => boolean} [stop]
   * @returns {Promise<{ response: Response, url: string }>}
   */
  async follow(url, init = {}, stop = () => false) {
    let current = new URL(url, this.baseUrl).href;
    let response = await this.fetch(current, init);
    for (let hop = 0; hop < 20; hop += 1) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) break;
      await response.arrayBuffer();
      current = new URL(location, current).href;
      if (stop(new URL(current))) return { response, url: current };
      response = await this.fetch(current);
    }
    return { response, url: current };
  }

  /**
   * Posts the page's first form with its inputs' values, overridden by `values`.
   *
   * @param {string} pageUrl
   * @param {string} html
   * @param {Record<string, string>} values
   * @param {(url: URL) => boolean} [stop]
   */
  submitForm(pageUrl, html, values, stop) {
    const form = /<form\b[^>]*>[\s\S]*?<\/form>/i.exec(html)?.[0];
    if (!form) throw new Error(`No form on ${pageUrl}`);
    const action = decode(/action="([^"]*)"/i.exec(form)?.[1] ?? pageUrl);
    const fields = new URLSearchParams();
    for (const [input] of form.matchAll(/<input\b[^>]*>/gi)) {
      const name = /name="([^"]*)"/i.exec(input)?.[1];
      if (name) fields.set(name, decode(/value="([^"]*)"/i.exec(input)?.[1] ?? ''));
    }
    for (const [name, value] of Object.entries(values)) fields.set(name, value);
    return this.follow(
      new URL(action, pageUrl).href,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: new URL(pageUrl).origin,
        },
        body: fields.toString(),
      },
      stop,
    );
  }

  /** @param {string} line A Set-Cookie header. */
  #store(line) {
    const [pair = '', ...attributes] = line.split(';');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator).trim();
    const expired = attributes.some((attribute) => {
      const [key = '', value = ''] = attribute.trim().split('=');
      return key.toLowerCase() === 'max-age' && Number(value) <= 0;
    });
    if (expired) this.cookies.delete(name);
    else this.cookies.set(name, pair.slice(separator + 1).trim());
  }
}

/** @param {string} text */
const decode = (text) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/**
 * A new account through the real sign-in flow (the built-in provider's sign-up page), signed in
 * to the app: the client then holds the app's session cookie.
 *
 * @param {string} baseUrl
 * @returns {Promise<HttpClient>}
 */
export async function signUp(baseUrl) {
  const client = new HttpClient(baseUrl);
  const atCallback = (/** @type {URL} */ url) => url.pathname === '/auth/callback';
  const { loginUrl } = await client.json('GET', '/api/auth/login-url');
  const start = await client.follow(loginUrl, {}, atCallback);
  const signInPage = await start.response.text();
  const signUpHref = /href="([^"]*\/signup)"/.exec(signInPage)?.[1];
  if (!signUpHref) throw new Error(`No sign-up link on ${start.url}`);
  const signUpUrl = new URL(decode(signUpHref), start.url).href;
  const signUpPage = await (await client.fetch(signUpUrl)).text();
  const done = await client.submitForm(
    signUpUrl,
    signUpPage,
    {
      email: `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
      password: 'bench-tarp-poles-and-trail-mix',
      givenName: 'Bench',
      familyName: 'Hiker',
    },
    atCallback,
  );
  const code = new URL(done.url).searchParams.get('code');
  if (!atCallback(new URL(done.url)) || !code) {
    throw new Error(`Sign-up did not come back to /auth/callback (ended at ${done.url})`);
  }
  await client.json('POST', '/api/auth/callback', { code });
  return client;
}
