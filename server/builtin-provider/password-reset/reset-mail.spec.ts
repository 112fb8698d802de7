import { describe, expect, it } from 'vitest';
import { resetMailMessage } from './reset-mail.js';

const facts = {
  to: 'ada@example.com',
  givenName: 'Ada',
  link: 'https://trail.example.com/oidc/password/reset/abc_-123',
  minutes: 30,
};

describe('resetMailMessage', () => {
  it('says what the link is for, how long it works and what to do if unasked, in text', () => {
    const { to, subject, text } = resetMailMessage(facts);
    expect(to).toBe('ada@example.com');
    expect(subject).toBe('Reset your Packtrail password');
    expect(text).toContain('Hello Ada,');
    expect(text).toContain('(ada@example.com)');
    expect(text).toContain('within 30 minutes. It works once.');
    expect(text).toContain(`\n${facts.link}\n`);
    expect(text).toContain('ignore this mail: your password stays as it is');
  });

  it('carries the same link in its HTML part, with every name escaped', () => {
    const { html } = resetMailMessage({ ...facts, givenName: '<b>Ada</b> & co' });
    expect(html).toContain(`href="${facts.link}"`);
    expect(html).toContain('Hello &lt;b&gt;Ada&lt;/b&gt; &amp; co,');
    expect(html).not.toContain('<b>Ada</b>');
  });

  it('greets without a name when the account has none', () => {
    expect(resetMailMessage({ ...facts, givenName: '' }).text.startsWith('Hello,\n')).toBe(true);
  });
});
