/**
 * shell.css paints the first frame before any script has set the theme's variables: its
 * defaults must be the default theme's (blue, large corners) in each mode, or the page would
 * change colour when React starts. And every variable it uses must be one the app sets.
 */
import fs from 'node:fs';
import path from 'node:path';
import { themeCssVariables } from '@/lib/theme/palette';
import { DEFAULT_THEME_SETTINGS } from '@/lib/theme/themeSettings';

const css = fs.readFileSync(path.join(__dirname, 'shell.css'), 'utf8');

/** The custom properties declared in the first rule whose selector is exactly `selector`. */
function declared(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`shell.css has no rule for ${selector}`);
  const body = css.slice(start + selector.length + 2, css.indexOf('}', start));
  return Object.fromEntries(
    [...body.matchAll(/(--app-[a-z-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value!.trim().toLowerCase()]),
  );
}

const lower = (variables: Record<string, string>) =>
  Object.fromEntries(Object.entries(variables).map(([name, value]) => [name, value.toLowerCase()]));

const { accent, radius } = DEFAULT_THEME_SETTINGS;

describe('shell.css', () => {
  it("starts with the default theme's light variables", () => {
    const { '--app-font': font, ...light } = declared(':root');
    expect(font).toContain('system-ui');
    expect(light).toEqual(lower(themeCssVariables('light', accent, radius)));
  });

  it("has the default theme's dark variables for data-theme='dark' (a stored dark choice or a dark system)", () => {
    const { '--app-radius': _radius, ...dark } = lower(themeCssVariables('dark', accent, radius));
    expect(declared(":root[data-theme='dark']")).toEqual(dark);
  });

  it('uses only variables the app sets', () => {
    const known = new Set([...Object.keys(themeCssVariables('light', accent, radius)), '--app-font']);
    const used = new Set([...css.matchAll(/var\((--[a-z-]+)\)/g)].map(([, name]) => name!));
    expect([...used].filter((name) => !known.has(name))).toEqual([]);
  });
});
