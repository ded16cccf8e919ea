/**
 * The startup frame's CSS (docs/startup-css.md): the rules of the first stylesheet that can style the
 * frame prerendered into index.html's #root, inlined into the HTML at build time so the first paint
 * waits for the HTML alone, and the CSP hash of that exact text. The build writes the hash into the
 * security headers it emits (dist/.vite/security-headers.json for `vite preview`,
 * dist/.vite/security-headers.conf for nginx), so no place carries a hash by hand.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import postcss from 'postcss';
import { transform } from 'lightningcss';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The first stylesheet's sources, in main.tsx's import order (the cascade's order). */
export const startupStylesheets = ['src/ui/shell/styles.css', 'src/ui/shared/auth/auth.css'];

/**
 * The elements and classes a markup names; html and body are always there.
 * @param {string} markup
 */
export function namesIn(markup) {
  const tags = new Set(['html', 'body', ...[...markup.matchAll(/<([a-z][a-z0-9-]*)/gi)].map((m) => m[1].toLowerCase())]);
  const classes = new Set([...markup.matchAll(/\bclass="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/).filter(Boolean)));
  return { tags, classes };
}

/**
 * Whether a selector could match something in the markup: every class and element it names is
 * there. Pseudo-classes are left out of the judgement (a :focus rule of a present element is kept:
 * a few bytes, and never wrong), and so is what a :not() or an attribute selector holds.
 * @param {string} selector
 * @param {{ tags: Set<string>, classes: Set<string> }} names
 */
export function canMatch(selector, names) {
  const bare = selector
    .replace(/\[[^\]]*\]/g, '')
    .replace(/:not\([^)]*\)/g, '')
    .replace(/::?[\w-]+(\([^)]*\))?/g, '');
  const classes = [...bare.matchAll(/\.([\w-]+)/g)].map((m) => m[1]);
  const tags = [...bare.matchAll(/(?:^|[\s>+~])([a-z][a-z0-9-]*)/gi)].map((m) => m[1].toLowerCase());
  return classes.every((c) => names.classes.has(c)) && tags.every((t) => names.tags.has(t));
}

/**
 * The rules of `css` that can style `markup`, minified: each rule keeps only its selectors that can
 * match, @media blocks keep what is left of them, and @keyframes stay only if a kept rule animates
 * with them.
 * @param {string} css
 * @param {string} markup
 */
export function startupCssFor(css, markup) {
  const names = namesIn(markup);
  const sheet = postcss.parse(css);
  sheet.walkComments((c) => c.remove());
  sheet.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(/** @type {import('postcss').AtRule} */ (rule.parent).name)) return;
    const kept = rule.selectors.filter((s) => canMatch(s, names));
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept;
  });
  const animated = new Set();
  sheet.walkDecls(/^animation(-name)?$/, (d) => d.value.split(/[\s,]+/).forEach((w) => animated.add(w)));
  sheet.walkAtRules((at) => {
    if (/keyframes$/i.test(at.name) ? !animated.has(at.params.trim()) : at.nodes?.length === 0) at.remove();
  });
  const { code } = transform({ filename: 'startup.css', code: Buffer.from(sheet.toString()), minify: true });
  return code.toString().trim();
}

/**
 * The CSP source that allows exactly this text in a <style> element.
 * @param {string} css
 */
export function styleHash(css) {
  return `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;
}

/** Every inline <style> element's text in an HTML document, as the browser hashes it. */
export function inlineStyles(html) {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
}

/**
 * The startup CSS for the prerendered frame's markup, from the first stylesheet's sources.
 * @param {string} frameMarkup
 */
export function startupCss(frameMarkup) {
  const css = startupStylesheets.map((file) => readFileSync(join(root, file), 'utf8')).join('\n');
  const inline = startupCssFor(css, frameMarkup);
  return { css: inline, hash: styleHash(inline) };
}
