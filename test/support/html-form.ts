/** An HTML form as a browser would submit it: where to, and its fields with their values. */
export interface FormSubmission {
  /** The absolute address the form posts to. */
  action: string;
  fields: URLSearchParams;
}

const decodeEntities = (text: string): string =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/**
 * Reads form `formIndex` of a page's HTML: its action (the page itself when it has none) and its
 * inputs' values (hidden fields included), with `values` filled in on top. Enough for the
 * built-in provider's plain, server-rendered forms.
 */
export function readForm(
  pageUrl: string,
  html: string,
  values: Record<string, string>,
  formIndex = 0,
): FormSubmission {
  const forms = [...html.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/gi)].map((m) => m[0]);
  const form = forms[formIndex];
  if (!form) throw new Error(`No form ${formIndex} on ${pageUrl}:\n${html.slice(0, 500)}`);
  const action = /action="([^"]*)"/i.exec(form)?.[1];
  const fields = new URLSearchParams();
  for (const input of form.matchAll(/<input\b[^>]*>/gi)) {
    const name = /name="([^"]*)"/i.exec(input[0])?.[1];
    const value = /value="([^"]*)"/i.exec(input[0])?.[1] ?? '';
    if (name) fields.set(name, decodeEntities(value));
  }
  for (const [name, value] of Object.entries(values)) fields.set(name, value);
  return {
    action: action === undefined ? pageUrl : new URL(decodeEntities(action), pageUrl).toString(),
    fields,
  };
}

/** The first link on the page whose address ends with `suffix`, made absolute. */
export function linkEndingWith(pageUrl: string, html: string, suffix: string): string {
  const hrefs = [...html.matchAll(/href="([^"]*)"/gi)].map((m) => decodeEntities(m[1] ?? ''));
  const href = hrefs.find((candidate) => candidate.endsWith(suffix));
  if (!href) throw new Error(`No link ending with ${suffix} on ${pageUrl}:\n${html.slice(0, 400)}`);
  return new URL(href, pageUrl).toString();
}
