import { readForm } from './html-form.js';

/**
 * A small browser for API tests: keeps cookies per host, follows redirects by hand (recording
 * each hop), and submits HTML forms. Enough to walk a real sign-in through real HTTP.
 */
export class HttpSession {
  private readonly jars = new Map<string, Map<string, string>>();
  readonly hops: string[] = [];

  constructor(private readonly headers: Record<string, string> = {}) {}

  cookie(url: string, name: string): string | undefined {
    return this.jars.get(new URL(url).host)?.get(name);
  }

  setCookie(url: string, name: string, value: string): void {
    this.jar(url).set(name, value);
  }

  clearCookies(url: string): void {
    this.jars.delete(new URL(url).host);
  }

  private jar(url: string): Map<string, string> {
    const host = new URL(url).host;
    let jar = this.jars.get(host);
    if (!jar) {
      jar = new Map();
      this.jars.set(host, jar);
    }
    return jar;
  }

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers({ ...this.headers, ...(init.headers as Record<string, string>) });
    const cookies = [...this.jar(url)].map(([name, value]) => `${name}=${value}`).join('; ');
    if (cookies) headers.set('Cookie', cookies);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) this.store(url, line);
    return response;
  }

  private store(url: string, line: string): void {
    const [pair = '', ...attributes] = line.split(';');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    const expired = attributes.some((attribute) => {
      const [key = '', val = ''] = attribute.trim().split('=');
      if (key.toLowerCase() === 'max-age') return Number(val) <= 0;
      if (key.toLowerCase() === 'expires') return Date.parse(val) <= Date.now();
      return false;
    });
    if (expired) this.jar(url).delete(name);
    else this.jar(url).set(name, value);
  }

  /** Requests `url`, then follows redirects until a page answers or `stopAt` matches a hop. */
  async follow(
    url: string,
    init: RequestInit = {},
    stopAt?: (url: URL) => boolean,
  ): Promise<{ response: Response; url: string }> {
    let current = url;
    let response = await this.fetch(current, init);
    for (let hop = 0; hop < 20; hop += 1) {
      this.hops.push(current);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) break;
      current = new URL(location, current).toString();
      if (stopAt?.(new URL(current))) return { response, url: current };
      response = await this.fetch(current);
    }
    return { response, url: current };
  }

  /** Fills the page's form (by its action) and posts it, following what comes back. */
  async submitForm(
    pageUrl: string,
    html: string,
    values: Record<string, string>,
    stopAt?: (url: URL) => boolean,
    formIndex = 0,
  ): Promise<{ response: Response; url: string }> {
    const { action, fields } = readForm(pageUrl, html, values, formIndex);
    return this.follow(
      action,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: new URL(pageUrl).origin,
        },
        body: fields.toString(),
      },
      stopAt,
    );
  }
}
