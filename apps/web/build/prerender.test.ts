import { describe, expect, it } from 'vitest';
import { bootModule, landingDocument } from './prerender';

// The shape of Vite's built index.html: the entry as a module script, its chunks as modulepreload links.
const template = `<!doctype html><html><head><title>Pathshala</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/compat-1.js">
    <link rel="modulepreload" crossorigin href="/assets/query-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
  </head><body><div id="root"></div></body></html>`;

describe('landing documents (ADR 017)', () => {
  it('hold the first render in an inert root and start the app from the boot module, with nothing preloaded', () => {
    const html =
      '<main><h1>Learn, practise and get placed</h1><a href="/courses">Explore $& courses</a></main>';
    const document = landingDocument(template, html, '/assets/boot-x.js');
    // Inserted as it is ('$&' is not a replacement pattern here).
    expect(document).toContain(`<div id="root" inert>${html}</div>`);
    expect(document).toContain('<script type="module" crossorigin src="/assets/boot-x.js"></script>');
    expect(document).not.toContain('index-abc.js');
    expect(document).not.toContain('modulepreload');
    // The stylesheet still blocks the first paint: the HTML is drawn styled.
    expect(document).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
  });

  it('refuse markup with a style attribute, which the CSP would block', () => {
    expect(() => landingDocument(template, '<div style="width:320px"></div>', '/b.js')).toThrow(
      /style attribute/,
    );
    // A class or text that merely mentions style is fine.
    expect(() =>
      landingDocument(template, '<p class="list-style-none">style="x"</p>', '/b.js'),
    ).not.toThrow();
  });

  it('need the empty root of the built index.html', () => {
    expect(() => landingDocument(template.replace('<div id="root"></div>', ''), '<p></p>', '/b.js')).toThrow(
      /root/,
    );
  });

  it('boot the entry after a frame and a task, by its path', () => {
    expect(bootModule('/assets/index-abc.js')).toBe(
      'requestAnimationFrame(()=>setTimeout(()=>import("/assets/index-abc.js")));\n',
    );
  });
});
