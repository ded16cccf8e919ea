import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, type JourneyPage } from './support/browser';
import { journeyPerTest } from './support/journey';

/**
 * The accessibility check itself (support/browser.ts `expectNoAxeViolations`): axe is put into a
 * document once and run again on each check (267 checks compiled axe 500+ times), in
 * legacy mode (axe.run in the page). A check that stopped finding problems would pass every page, so
 * this file makes the problems on purpose: the first check on a document, a later check on the same
 * document (axe already there, the DOM changed since), and a problem inside a same-origin frame.
 */
let journey: JourneyPage;
journeyPerTest((j) => {
  journey = j;
});

describe('the axe check (WCAG 2.2 AA tags, colour contrast on)', () => {
  it('finds a problem on the first check of a page, and a new one on a later check of the same document', async () => {
    const { page } = journey;
    await page.goto('/#/authentication/username');
    // The app's own page, not the form in the HTML that the app replaces (with whatever was added to it).
    await page.getByRole('link', { name: 'Skip to main content' }).waitFor({ state: 'attached' });
    await page.getByLabel('Username', { exact: true }).waitFor();
    await expectNoAxeViolations(page, 'the username page as served');

    // Light grey on white: about 1.6:1, under WCAG 1.4.3's 4.5:1.
    await page.evaluate(() => {
      const p = document.createElement('p');
      p.id = 'axe-check-contrast';
      p.textContent = 'Too faint to read';
      p.style.cssText = 'color:#d0d0d0;background:#ffffff;font-size:16px';
      document.querySelector('main')?.append(p);
    });
    await expect(expectNoAxeViolations(page, 'low contrast added')).rejects.toThrow(/color-contrast/);
    expect(await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe)).toBe('object');

    // Same document, axe already in it: the next check sees the page as it is now.
    await page.evaluate(() => {
      document.getElementById('axe-check-contrast')?.remove();
      const input = document.createElement('input');
      input.id = 'axe-check-unlabelled';
      input.type = 'text';
      document.querySelector('main')?.append(input);
    });
    await expect(expectNoAxeViolations(page, 'an input with no label added')).rejects.toThrow(/label/);
    await expect(expectNoAxeViolations(page, 'an input with no label added')).rejects.not.toThrow(/color-contrast/);

    await page.evaluate(() => document.getElementById('axe-check-unlabelled')?.remove());
    await expectNoAxeViolations(page, 'both removed');
  });

  it('finds a problem inside a same-origin frame', async () => {
    const { page } = journey;
    await page.goto('/#/authentication/username');
    // The app's own page, not the form in the HTML that the app replaces (with whatever was added to it).
    await page.getByRole('link', { name: 'Skip to main content' }).waitFor({ state: 'attached' });
    await page.getByLabel('Username', { exact: true }).waitFor();
    await page.evaluate(() => {
      // An empty frame is the page's own origin; its content is made with DOM calls (Trusted Types
      // refuse srcdoc's string).
      const frame = document.createElement('iframe');
      frame.title = 'A frame for the axe check';
      document.querySelector('main')?.append(frame);
      const doc = frame.contentDocument;
      if (!doc) throw new Error('no frame document');
      doc.documentElement.lang = 'en';
      doc.title = 'Frame';
      const img = doc.createElement('img');
      img.id = 'no-alt';
      img.src = '/favicon.ico';
      img.width = 20;
      img.height = 20;
      doc.body.append(img);
    });
    await expect.poll(() => page.frames().some((f) => f !== page.mainFrame())).toBe(true);
    await page.frames().find((f) => f !== page.mainFrame())?.waitForSelector('#no-alt', { state: 'attached' });
    await expect(expectNoAxeViolations(page, 'an image with no alternative text in a frame')).rejects.toThrow(/image-alt/);
  });
});
