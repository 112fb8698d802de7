// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { mountApp } from './mount';

describe('mountApp', () => {
  it('throws "No root element found" when the page has no root element', () => {
    const page = document.implementation.createHTMLDocument('no root');
    expect(() => mountApp(page)).toThrow(new Error('No root element found'));
  });
});
