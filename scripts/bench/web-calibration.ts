/**
 * A fixed page whose main-thread work measures how fast this machine does what a page load does: compile and run
 * a script, build elements from data, match style rules, lay out text (ADR 023). `scripts/bench/web.ts` loads it
 * in Lighthouse unthrottled and slows the CPU by how much longer the reference phone would take.
 *
 * Nothing of the product is in it, so the yardstick does not move when the product does: the same bytes on every
 * run (a seeded generator), no network after the document, no fonts, no images. Changing it changes the
 * calibration, and `REFERENCE_PHONE_CALIBRATION_MS` must be measured again with it (ADR 023 says how).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A seeded generator (mulberry32): the page is the same page on every machine and every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = (
  'python course lecture placement interview bootcamp mentor notes project resume internship analytics structures algorithms ' +
  'frontend database cloud testing career learners certificate practice schedule review rating hours modules assignments'
).split(' ');

/** Cards the script builds, and the style rules that match them. About a home page's worth of elements. */
const CARDS = 60;
const RULES = 400;
/** Small distinct functions in the script: compiled, then each run, as a page's modules are on first load. */
const FUNCTIONS = 600;

export function calibrationPage(): string {
  const random = seeded(20261129);
  const pick = () => WORDS[Math.floor(random() * WORDS.length)];
  const sentence = (words: number) => Array.from({ length: words }, pick).join(' ');
  const cards = Array.from({ length: CARDS }, (_, index) => ({
    id: index,
    title: sentence(3 + Math.floor(random() * 5)),
    summary: sentence(20 + Math.floor(random() * 30)),
    tags: Array.from({ length: 3 + Math.floor(random() * 4) }, pick),
    price: Math.floor(random() * 50_000),
    rating: Math.round(random() * 50) / 10,
  }));
  const rules = Array.from({ length: RULES }, (_, index) => {
    const a = index % 12;
    const b = (index * 7) % 9;
    return `.theme-${index % 3} .g${a} .k${b}:not(.off)>span{padding:${index % 5}px ${(index % 7) + 1}px;margin-inline:${index % 3}px;font-size:${12 + (index % 6)}px;letter-spacing:${(index % 4) / 10}px}`;
  }).join('\n');
  const functions = Array.from(
    { length: FUNCTIONS },
    (_, index) =>
      `function f${index}(o){var s=0;for(var i=0;i<o.tags.length;i++){s+=o.tags[i].length*${(index % 13) + 1}+o.title.charCodeAt(i%o.title.length)}return {k:'f${index}',v:s^${index},t:o.title.slice(0,${(index % 9) + 1})+'${index}'}}`,
  ).join('\n');
  // The work runs in a few tasks, as a page's script evaluation, render and data render do.
  const script = `
${functions}
var fns=[${Array.from({ length: FUNCTIONS }, (_, index) => `f${index}`).join(',')}];
var data=JSON.parse(document.getElementById('data').textContent);
function h(tag,cls,children){return {tag:tag,cls:cls,children:children}}
function tree(theme){return h('main','theme-'+theme,data.map(function(c,i){return h('section','g'+(i%12),[
  h('h2','k'+(i%9),[h('span','',[c.title])]),
  h('p','k'+((i+1)%9),[h('span','',[c.summary])]),
  h('ul','k'+((i+2)%9),c.tags.map(function(t,j){return h('li','k'+((i+j)%9),[h('span','',[t+' '+fns[(i*31+j)%fns.length](c).v])])})),
  h('div','k'+((i+3)%9),[h('span','',['₹'+(c.price/100).toFixed(2)+' · '+c.rating+'/5'])])
])}))}
function draw(node){var el=document.createElement(node.tag);if(node.cls)el.className=node.cls;
  node.children.forEach(function(child){el.appendChild(typeof child==='string'?document.createTextNode(child):draw(child))});return el}
function work(){var out=[];for(var r=0;r<4;r++)for(var i=0;i<fns.length;i++)out.push(fns[i](data[i%data.length]));return out.length}
var root=document.getElementById('root');
setTimeout(function(){work();root.appendChild(draw(tree(0)));void document.body.offsetHeight;
  setTimeout(function(){root.firstChild.className='theme-1';void document.body.offsetHeight;
    setTimeout(function(){root.replaceChildren(draw(tree(2)));void document.body.offsetHeight;document.title='calibrated'},0)},0)},0);
`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Calibration</title><style>
body{margin:0;font-family:sans-serif;line-height:1.4}main{display:grid;grid-template-columns:repeat(auto-fill,minmax(180px,1fr));gap:12px;padding:12px}
section{display:flex;flex-direction:column;border:1px solid #ccc;border-radius:8px;padding:8px}ul{display:flex;flex-wrap:wrap;gap:4px;padding:0;list-style:none}
${rules}
</style></head><body><div id="root"></div>
<script type="application/json" id="data">${JSON.stringify(cards)}</script>
<script>${script}</script></body></html>`;
}

/** Serves the calibration page at `/` on a free local port until closed. */
export async function serveCalibrationPage(): Promise<{ url: string; server: Server }> {
  const html = calibrationPage();
  const server = createServer((request, response) => {
    if (request.url === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(html);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}
