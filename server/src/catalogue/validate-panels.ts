import type { ProblemCode, ProblemValues } from './problems';
import type { CatalogueFile, Loc } from './shape';

/**
 * What the database already holds of the filter panels: parameter names and value texts, each
 * category's parent and parameters. A file changes only some of it; the rest stays.
 */
export interface KnownPanels {
  parameters: Map<string, { name: Loc; values: Map<string, Loc> }>;
  categories: Map<string, { parent: string | null; parameters: string[] }>;
}

export const emptyKnownPanels = (): KnownPanels => ({ parameters: new Map(), categories: new Map() });

/** A problem at a record's field: its code and values (problem-texts.ts) and the technical English. */
type Report = (
  list: 'parameters' | 'categories',
  index: number,
  field: string,
  problem: { code: ProblemCode; values: ProblemValues; reason: string },
) => void;

const LANGUAGES = ['tm', 'ru', 'en'] as const;

/** What a shopper reads: the text in the language, else the Turkmen one (docs/adr/001); case aside. */
const shown = (text: Loc, lng: (typeof LANGUAGES)[number]) => (text[lng] || text.tm).trim().toLocaleLowerCase();

/**
 * A category's filter panel lists its parameters and its subcategories' (services/facets.ts), a
 * group per parameter with its values as options. So that a shopper sees each property once, the
 * catalogue after the import must not give one panel two parameters of the same name in any
 * language, nor one parameter two values of the same text, nor one category a parameter twice.
 * Only what the file touches is reported: its parameters and categories, and the panels that
 * hold them (their ancestors' too).
 */
export function checkFilterPanels(file: CatalogueFile, known: KnownPanels, report: Report): void {
  const fileParameters = file.parameters ?? [];
  const fileCategories = file.categories ?? [];

  // The parameters after the import: a file's name replaces the database's, its values are upserted.
  const parameters = new Map(known.parameters);
  fileParameters.forEach((parameter) => {
    const values = new Map(known.parameters.get(parameter.code)?.values);
    for (const value of parameter.values) values.set(value.code, value.value);
    parameters.set(parameter.code, { name: parameter.name, values });
  });

  fileParameters.forEach((parameter, index) => {
    const values = [...(parameters.get(parameter.code)?.values ?? [])];
    parameter.values.forEach((value, valueIndex) => {
      for (const lng of LANGUAGES) {
        const same = values.find(([code, text]) => code !== value.code && shown(text, lng) === shown(value.value, lng));
        // Between two values of the file, the later one is reported.
        const earlier = same && parameter.values.findIndex((other) => other.code === same[0]);
        if (same && (earlier === -1 || (earlier as number) < valueIndex)) {
          const text = value.value[lng] || value.value.tm;
          report('parameters', index, `values[${valueIndex}]`, {
            code: 'sameValueText',
            values: { lng, text, other: same[0] },
            reason: `has the same ${lng} text '${text}' as value '${same[0]}': a filter would list it twice`,
          });
          break;
        }
      }
    });
  });

  // The categories after the import: a file's parent (when given) and parameters (when given) replace.
  const categories = new Map(known.categories);
  const fileIndex = new Map<string, number>();
  fileCategories.forEach((category, index) => {
    fileIndex.set(category.code, index);
    const before = known.categories.get(category.code);
    categories.set(category.code, {
      parent: category.parent === undefined ? (before?.parent ?? null) : category.parent,
      parameters: category.parameters ?? before?.parameters ?? [],
    });
    (category.parameters ?? []).forEach((code, paramIndex) => {
      const first = category.parameters?.indexOf(code) as number;
      if (first < paramIndex)
        report('categories', index, `parameters[${paramIndex}]`, {
          code: 'duplicateParameter',
          values: { number: first + 1 },
          reason: `duplicates parameters[${first}]`,
        });
    });
  });

  const children = new Map<string, string[]>();
  for (const [code, category] of categories) {
    if (category.parent) children.set(category.parent, [...(children.get(category.parent) ?? []), code]);
  }
  /** The category and its descendants, each once even if the parents make a cycle (reported apart). */
  const subtree = (code: string): string[] => {
    const seen = new Set<string>();
    const walk = (at: string) => {
      if (seen.has(at)) return;
      seen.add(at);
      for (const child of children.get(at) ?? []) walk(child);
    };
    walk(code);
    return [...seen];
  };

  // Panels the file touches: its categories, those showing its parameters, and their ancestors.
  const renamed = new Set(fileParameters.map((parameter) => parameter.code));
  const touched = new Set<string>();
  for (const [code, category] of categories) {
    if (!fileIndex.has(code) && !category.parameters.some((parameter) => renamed.has(parameter))) continue;
    for (let at: string | null = code; at && !touched.has(at); at = categories.get(at)?.parent ?? null) touched.add(at);
  }

  const holding = (member: string, pair: string[]) =>
    subtree(member).some((at) => categories.get(at)?.parameters.some((p) => pair.includes(p)));
  /**
   * What in the file brings the clash about, if anything: a category of the file listing one of the
   * two, a parameter of the file (its name), or a category of the file placed (new or moved) in the
   * panel with one of the two below it. A clash the database already had is left alone.
   */
  const causeOf = (members: string[], pair: string[]): [Parameters<Report>[0], number, string] | null => {
    for (const member of members) {
      const index = fileIndex.get(member);
      if (index !== undefined && fileCategories[index].parameters?.some((p) => pair.includes(p)))
        return ['categories', index, 'parameters'];
    }
    const parameterIndex = fileParameters.findIndex((p) => pair.includes(p.code));
    if (parameterIndex >= 0) return ['parameters', parameterIndex, 'name'];
    for (const member of members) {
      const index = fileIndex.get(member);
      if (index === undefined) continue;
      const placed =
        !known.categories.has(member) ||
        (fileCategories[index].parent !== undefined &&
          (fileCategories[index].parent ?? null) !== known.categories.get(member)?.parent);
      if (placed && holding(member, pair)) return ['categories', index, 'parent'];
    }
    return null;
  };

  const reported = new Set<string>();
  // Deepest first, so that a clash is reported at the smallest panel that shows it.
  const depth = (code: string) => {
    let levels = 0;
    const seen = new Set<string>();
    for (let at = categories.get(code)?.parent ?? null; at && !seen.has(at); at = categories.get(at)?.parent ?? null) {
      seen.add(at);
      levels++;
    }
    return levels;
  };
  for (const code of [...touched].sort((a, b) => depth(b) - depth(a))) {
    const members = subtree(code);
    const panel = [...new Set(members.flatMap((member) => categories.get(member)?.parameters ?? []))];
    for (const lng of LANGUAGES) {
      const byName = new Map<string, string>();
      for (const parameter of panel) {
        const name = parameters.get(parameter)?.name;
        if (!name) continue; // an unknown parameter is reported on its own
        const other = byName.get(shown(name, lng));
        if (other === undefined) {
          byName.set(shown(name, lng), parameter);
          continue;
        }
        const pair = [other, parameter].sort().join(' ');
        if (reported.has(pair)) continue;
        const blame = causeOf(members, [other, parameter]);
        if (!blame) continue;
        reported.add(pair);
        const shownName = name[lng] || name.tm;
        report(blame[0], blame[1], blame[2], {
          code: 'panelClash',
          values: { category: code, name: shownName, lng, first: other, second: parameter },
          reason: `the filter of '${code}' would show two groups named '${shownName}' (${lng}): parameters '${other}' and '${parameter}'; make them one parameter or name them apart`,
        });
      }
    }
  }
}
