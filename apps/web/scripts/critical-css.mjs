// The critical CSS of a prerendered page: the stylesheet's rules that can apply to the page's
// own markup, nothing else. A trace of the landing page at 4x CPU (issue 21) showed its first
// style pass as one of its longest tasks, with the whole stylesheet (43 KB: the dashboard's,
// the dialog's and the form's rules too) inlined; the hero needs about a third of it. The full
// stylesheet still arrives, without blocking the first paint (page-shell.mjs).
import postcss from 'postcss';

const CLASS_ATTRIBUTE = /\sclass=["']([^"']*)["']/g;

/** Every class name used in `html`'s markup. */
export function usedClasses(html) {
  const used = new Set();
  for (const match of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of match[1].split(/\s+/)) if (name) used.add(decodeEntities(name));
  }
  return used;
}

function decodeEntities(text) {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
}

/** `\:` → `:`, `\31 ` → `1`: a class as written in a selector, as it stands in the markup. */
function unescapeCss(name) {
  return name.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex, char) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : char,
  );
}

const CLASS_SELECTOR = /\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g;
// What is inside :not() must be absent, not present: it never makes a rule useless here.
const NEGATION = /:not\((?:[^()]|\([^()]*\))*\)/g;

/** Whether `selector` can match markup with only the classes `used`. */
function canMatch(selector, used) {
  const positive = selector.replace(NEGATION, '');
  for (const match of positive.matchAll(CLASS_SELECTOR)) {
    if (!used.has(unescapeCss(match[1]))) return false;
  }
  return true;
}

/**
 * `css` without the rules that cannot match `html` (by class names: a selector naming a class
 * the markup never uses is dropped). Element, attribute and `:root` rules, `@property`,
 * `@font-face` and `@keyframes` are kept whole.
 *
 * @param {string} css the built stylesheet
 * @param {string} html the prerendered page
 * @returns {string}
 */
export function criticalCss(css, html) {
  const used = usedClasses(html);
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
    const kept = rule.selectors.filter((selector) => canMatch(selector, used));
    if (kept.length === 0) rule.remove();
    else if (kept.length !== rule.selectors.length) rule.selectors = kept;
  });
  // At-rules left empty (a @media whose rules all went) are dropped; `@layer a, b;` has no body.
  let removed = true;
  while (removed) {
    removed = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes && atRule.nodes.length === 0) {
        atRule.remove();
        removed = true;
      }
    });
  }
  return root.toString();
}
