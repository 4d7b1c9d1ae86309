// The critical CSS of a prerendered page: the stylesheet's rules that can apply to the page's
// own markup, nothing else. A trace of the landing page at 4x CPU showed its first
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

const VARIABLE_REFERENCE = /var\(\s*(--[\w-]+)/g;

/** The custom properties `text` reads (`var(--name…)`). */
function readVariables(text) {
  return [...text.matchAll(VARIABLE_REFERENCE)].map((match) => match[1]);
}

/**
 * Drops the custom properties nothing left reads: their declarations (on `:root`, per colour
 * scheme, in Tailwind's fallback block) and their `@property` registrations. Tailwind declares
 * hundreds of theme variables and registers every utility's own; a page's first style pass pays
 * for each on each element (the sign-in page's critical CSS was 22 KB, most of it variables).
 * Read means: by a kept declaration, by the markup (inline styles), or by a variable read.
 */
function dropUnreadVariables(root, html) {
  const valuesOf = new Map();
  const read = new Set(readVariables(html));
  root.walkDecls((decl) => {
    if (decl.parent?.type === 'atrule' && decl.parent.name === 'property') return;
    if (decl.prop.startsWith('--')) {
      valuesOf.set(decl.prop, [...(valuesOf.get(decl.prop) ?? []), decl.value]);
    } else {
      for (const name of readVariables(decl.value)) read.add(name);
    }
  });
  const toFollow = [...read];
  while (toFollow.length > 0) {
    for (const value of valuesOf.get(toFollow.pop()) ?? []) {
      for (const name of readVariables(value)) {
        if (!read.has(name)) {
          read.add(name);
          toFollow.push(name);
        }
      }
    }
  }
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--') && !read.has(decl.prop)) decl.remove();
  });
  root.walkAtRules('property', (atRule) => {
    if (!read.has(atRule.params.trim())) atRule.remove();
  });
}

/** Removes rules and at-rules left without content (`@layer a, b;` has no body: it stays). */
function dropEmpty(root) {
  let removed = true;
  while (removed) {
    removed = false;
    root.walk((node) => {
      if ((node.type === 'rule' || node.type === 'atrule') && node.nodes?.length === 0) {
        node.remove();
        removed = true;
      }
    });
  }
}

/**
 * `css` without the rules that cannot match `html` (by class names: a selector naming a class
 * the markup never uses is dropped), then without the custom properties nothing left reads.
 * Element, attribute and `:root` rules, `@font-face` and `@keyframes` are kept whole.
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
  dropUnreadVariables(root, html);
  dropEmpty(root);
  return root.toString();
}
