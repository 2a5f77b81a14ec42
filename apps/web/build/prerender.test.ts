import { describe, expect, it } from 'vitest';
import {
  bootModule,
  catalogueChunks,
  landingDocument,
  landingRouteChunks,
  localizedTemplate,
} from './prerender';

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
    // Radix's server-drawn styles are allowed by the policy's hashes; another beside them is not.
    expect(() =>
      landingDocument(template, '<div role="tabpanel" style="animation-duration:0s"></div>', '/b.js'),
    ).not.toThrow();
    expect(() =>
      landingDocument(template, '<p style="outline:none"></p><p style="color:red"></p>', '/b.js'),
    ).toThrow(/color:red/);
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

  it('preload the chunks of the route a landing path starts on, those the entry does not import itself', () => {
    const manifest = {
      'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_compat.js'] },
      '_compat.js': { file: 'assets/compat-1.js' },
      '_money.js': { file: 'assets/money-2.js', imports: ['_compat.js'] },
      'src/home.tsx': { file: 'assets/home-3.js', imports: ['_compat.js'] },
      'src/course.tsx': { file: 'assets/course-4.js', imports: ['_money.js', '_compat.js'] },
    };
    const routes = landingRouteChunks(manifest, { '/': 'src/home.tsx', '/course/': 'src/course.tsx' });
    expect(routes).toEqual({
      '/': ['/assets/home-3.js'],
      '/course/': ['/assets/course-4.js', '/assets/money-2.js'],
    });
    expect(() => landingRouteChunks(manifest, { '/': 'src/missing.tsx' })).toThrow(/src\/missing.tsx/);

    // The module itself, run against a document: what it imports and which links it appends, by path.
    const boot = bootModule('/assets/index-abc.js', routes);
    const run = (pathname: string) => {
      const appended: { rel: string; href: string; crossOrigin: string | null }[] = [];
      const imported: string[] = [];
      const document = {
        documentElement: { lang: 'en-IN' },
        createElement: () => ({ rel: '', href: '', crossOrigin: null }),
        head: { appendChild: (link: (typeof appended)[number]) => appended.push(link) },
      };
      const body = boot.replace(/\bimport\(/g, 'importModule(');
      new Function('requestAnimationFrame', 'setTimeout', 'location', 'document', 'importModule', body)(
        (next: () => void) => next(),
        (next: () => void) => next(),
        { pathname },
        document,
        (path: string) => imported.push(path),
      );
      expect(imported).toEqual(['/assets/index-abc.js']);
      expect(appended.every((link) => link.rel === 'modulepreload' && link.crossOrigin === '')).toBe(true);
      return appended.map((link) => link.href);
    };
    expect(run('/')).toEqual(['/assets/home-3.js']);
    expect(run('/course/Python%20Basics/42')).toEqual(['/assets/course-4.js', '/assets/money-2.js']);
    // A path of no landing route preloads nothing: the prefix rule is not the home page's '/'.
    expect(run('/about-us')).toEqual([]);
  });
});

describe('documents in each language', () => {
  const built = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta
      name="description"
      content="Pathshala is a learning platform &amp; more."
    />
    <title>Pathshala — Learn</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
  </head>
  <body>
    <noscript>Pathshala needs JavaScript.</noscript>
    <div id="root"></div>
  </body>
</html>`;
  const english = {
    title: 'Pathshala — Learn',
    description: 'Pathshala is a learning platform & more.',
    noscript: 'Pathshala needs JavaScript.',
  };

  it('write the language, its head texts and its catalogue preloads into the app’s document', () => {
    const hindi = localizedTemplate(
      built,
      'hi-IN',
      { title: 'Pathshala — सीखें', description: 'सीखने का "प्लेटफ़ॉर्म" <b>', noscript: 'JavaScript चाहिए।' },
      ['/assets/common-h1.js', '/assets/cart-h2.js'],
    );
    expect(hindi).toContain('<html lang="hi-IN">');
    expect(hindi).toContain('<title>Pathshala — सीखें</title>');
    expect(hindi).toContain('<meta name="description" content="सीखने का &quot;प्लेटफ़ॉर्म&quot; &lt;b&gt;" />');
    expect(hindi).toContain('<noscript>JavaScript चाहिए।</noscript>');
    expect(hindi).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/common-h1.js"><link rel="modulepreload" crossorigin href="/assets/cart-h2.js"></head>',
    );
    // The entry's own preloads stay; a landing document made from it preloads nothing (its boot module does).
    expect(hindi).toContain('react-1.js');
    expect(landingDocument(hindi, '<main></main>', '/assets/boot-x.js')).not.toContain('modulepreload');
    // English is index.html as written, which must say what the catalogue's source texts say.
    expect(localizedTemplate(built, 'en-IN', english)).toBe(built);
    expect(() => localizedTemplate(built, 'en-IN', { ...english, title: 'Pathshala' })).toThrow(
      /title differs/,
    );
  });

  it('preload each other language’s catalogue chunks, from the manifest; English has none', () => {
    const manifest = {
      'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-1.js' },
      'src/locales/en-IN/common.po': { file: 'assets/common-e1.js' },
      'src/locales/hi-IN/common.po': { file: 'assets/common-h1.js' },
      'src/locales/hi-IN/cart.po': { file: 'assets/cart-h2.js' },
    };
    const catalogues = catalogueChunks(manifest, ['en-IN', 'hi-IN']);
    expect(catalogues).toEqual({ 'hi-IN': ['/assets/cart-h2.js', '/assets/common-h1.js'] });

    // The boot module preloads them for a document in that language, beside the route's chunks.
    const boot = bootModule('/assets/index-abc.js', { '/': ['/assets/home-3.js'] }, catalogues);
    const run = (lang: string) => {
      const appended: string[] = [];
      const document = {
        documentElement: { lang },
        createElement: () => ({ rel: '', href: '', crossOrigin: null }),
        head: { appendChild: (link: { href: string }) => appended.push(link.href) },
      };
      new Function(
        'requestAnimationFrame',
        'setTimeout',
        'location',
        'document',
        'importModule',
        boot.replace(/\bimport\(/g, 'importModule('),
      )(
        (next: () => void) => next(),
        (next: () => void) => next(),
        { pathname: '/' },
        document,
        () => undefined,
      );
      return appended;
    };
    expect(run('hi-IN')).toEqual(['/assets/home-3.js', '/assets/cart-h2.js', '/assets/common-h1.js']);
    expect(run('en-IN')).toEqual(['/assets/home-3.js']);
  });
});
