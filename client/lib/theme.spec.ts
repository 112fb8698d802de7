// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  applyTheme,
  readStoredTheme,
  resolveTheme,
  storeTheme,
  THEME_COLORS,
  THEME_STORAGE_KEY,
} from './theme';

describe('theme', () => {
  beforeEach(() => {
    localStorage.clear();
    document.head.innerHTML = '';
    document.documentElement.className = '';
  });

  it('is stored under vite-ui-theme', () => {
    expect(THEME_STORAGE_KEY).toBe('vite-ui-theme');
    storeTheme('dark');
    expect(localStorage.getItem('vite-ui-theme')).toBe('dark');
    expect(readStoredTheme()).toBe('dark');
  });

  it('falls back to system for a missing or unknown stored value', () => {
    expect(readStoredTheme()).toBe('system');
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readStoredTheme()).toBe('system');
  });

  it('resolves system from the preference and keeps explicit choices', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('uses #000000 for dark and #FFFFFF for light in the theme-color meta', () => {
    expect(THEME_COLORS).toEqual({ dark: '#000000', light: '#FFFFFF' });
    applyTheme('dark');
    const meta = document.querySelector('meta[name="theme-color"]');
    expect(meta?.getAttribute('content')).toBe('#000000');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    applyTheme('light');
    expect(meta?.getAttribute('content')).toBe('#FFFFFF');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(document.documentElement.classList.contains('light')).toBe(true);
    expect(document.querySelectorAll('meta[name="theme-color"]')).toHaveLength(1);
  });
});
