// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { criticalCss, usedClasses } from './critical-css.mjs';

const html = `<div class="flex md:grid group"><span class="group-hover:translate-x-0.5 bg-x/50">a &amp; b</span></div>`;

describe('usedClasses', () => {
  it('lists the class names of the markup as written', () => {
    expect([...usedClasses(html)].sort()).toEqual(
      ['bg-x/50', 'flex', 'group', 'group-hover:translate-x-0.5', 'md:grid'].sort(),
    );
  });
});

describe('criticalCss', () => {
  const css = [
    '@layer base{*,:before{margin:0}html{color:red}}',
    '@layer utilities{.flex{display:flex}.hidden{display:none}',
    '.group:hover .group-hover\\:translate-x-0\\.5{translate:2px}',
    '.bg-x\\/50{background:red}',
    '.size-4:not(.later){width:1rem}',
    '.flex:not(.later){gap:1rem}',
    '.flex,.hidden{order:1}',
    '@media (min-width:48rem){.md\\:grid{display:grid}.md\\:flex{display:flex}}',
    '@media (min-width:64rem){.lg\\:block{display:block}}}',
    '@keyframes spin{to{rotate:1turn}}',
    '@property --tw-blur{syntax:"*";inherits:false}',
  ].join('');
  const picked = criticalCss(css, html);

  it('keeps rules whose classes the markup uses, escaped names included', () => {
    expect(picked).toContain('.flex{display:flex}');
    expect(picked).toContain('.group:hover .group-hover\\:translate-x-0\\.5{translate:2px}');
    expect(picked).toContain('.bg-x\\/50{background:red}');
    expect(picked).toContain('@media (min-width:48rem){.md\\:grid{display:grid}}');
  });

  it('drops rules for classes the markup never uses, and the at-rules they leave empty', () => {
    expect(picked).not.toContain('.hidden{');
    expect(picked).not.toContain('md\\:flex');
    expect(picked).not.toContain('64rem');
    expect(picked).toContain('.flex{order:1}');
  });

  it('keeps element rules, keyframes and negated classes', () => {
    expect(picked).toContain('*,:before{margin:0}');
    expect(picked).toContain('html{color:red}');
    expect(picked).toContain('@keyframes spin{to{rotate:1turn}}');
    expect(picked).toContain('.flex:not(.later){gap:1rem}');
    expect(picked).not.toContain('.size-4:not');
  });
});

describe('criticalCss, custom properties', () => {
  // Tailwind's shape: theme variables on :root (some through others, some per colour scheme),
  // @property for the utilities' own variables, and a fallback block declaring them all.
  const css = [
    ':root{--primary:blue;--unused:green;--ring:var(--primary);--only-ring:pink;--inline:teal}',
    '@media (prefers-color-scheme:dark){:root{--primary:navy;--unused:lime}}',
    '@theme-like{}',
    '.text-primary{color:var(--color-primary)}',
    ':root{--color-primary:var(--primary);--color-unused:var(--unused)}',
    '.shadow-xs{--tw-shadow:0 1px red;box-shadow:var(--tw-ring-shadow),var(--tw-shadow)}',
    '.blur{--tw-blur:blur(2px);filter:var(--tw-blur)}',
    '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    '@property --tw-ring-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    '@property --tw-blur{syntax:"*";inherits:false}',
    '@supports (not (x:y)){*{--tw-shadow:0 0 #0000;--tw-blur:initial}}',
  ].join('');
  const html = '<p class="text-primary shadow-xs" style="border-color:var(--inline)">a</p>';
  const picked = criticalCss(css, html);

  it('keeps the variables the kept rules and the markup read, through other variables and in every colour scheme', () => {
    expect(picked).toContain('--color-primary:var(--primary)');
    expect(picked).toContain('--primary:blue');
    expect(picked).toContain('--primary:navy');
    expect(picked).toContain('--inline:teal');
    expect(picked).toContain('--tw-shadow:0 1px red');
    expect(picked).toContain('@property --tw-shadow');
    // Never set by the page, yet read: its registered initial value is what applies.
    expect(picked).toContain('@property --tw-ring-shadow');
  });

  it('drops variables nothing kept reads, with their @property and fallback declarations', () => {
    expect(picked).not.toContain('--unused');
    expect(picked).not.toContain('--color-unused');
    expect(picked).not.toContain('--only-ring');
    expect(picked).not.toContain('--ring:');
    expect(picked).not.toContain('--tw-blur');
    expect(picked).toContain('@supports (not (x:y)){*{--tw-shadow:0 0 #0000}}');
  });
});
