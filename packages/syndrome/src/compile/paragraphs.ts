import type { Ability, RulesParagraph, SyndromeRulesData } from "../data-schemas";
import type { DataProblems } from "../errors";
import { quote } from "../_internal/limits";
import type { Counter, Space } from "../rules-data";

/** The paragraphs compiled (SYN-10): numbers unique, every table result has its effects, every place and person they name exists. Problems go to `problems`. */
export function compileParagraphs(
  data: SyndromeRulesData,
  spaceIndex: ReadonlyMap<string, Space>,
  counters: readonly Counter[],
  problems: DataProblems,
): { paragraphs: Map<number, RulesParagraph>; abilities: readonly { paragraph: number; ability: Ability }[] } {
  const paragraphs = new Map<number, RulesParagraph>();
  data.paragraphs.forEach((p, i) => {
    if (paragraphs.has(p.number)) problems.report(`paragraph ${p.number} is given twice`, `paragraphs[${i}].number`);
    else paragraphs.set(p.number, p);
  });
  for (const name of ["raid", "horseTheft", "sanctuary", "flight"] as const) {
    data.tables[name].rows.forEach((row, r) => {
      const paragraph = paragraphs.get(row.result);
      if (paragraph === undefined) problems.report(`paragraph ${row.result} is not in the data`, `tables.${name}.rows[${r}].result`);
      else if (paragraph.steps === undefined)
        problems.report(`paragraph ${row.result} is a table result but has no steps (give [] for none)`, `paragraphs[${data.paragraphs.indexOf(paragraph)}].steps`);
    });
  }
  const ids = new Set(counters.map((c) => c.id));
  data.paragraphs.forEach((p, i) => {
    if (p.onJoin?.controls != null && !ids.has(p.onJoin.controls)) problems.report(`unknown person ${quote(p.onJoin.controls)}`, `paragraphs[${i}].onJoin.controls`);
    if (p.ability === undefined) return;
    if (p.ability.kind === "frees-prisoners") {
      for (const c of counters) if (c.paragraph === p.number && c.home === null) problems.report(`${quote(c.name)} frees his home's prisoners but has no home`, `paragraphs[${i}].ability`);
      return;
    }
    p.ability.spaces.forEach((id, k) => {
      if (!spaceIndex.has(id)) problems.report(`unknown space ${quote(id)}`, `paragraphs[${i}].ability.spaces[${k}]`);
    });
  });
  const abilities = data.paragraphs.flatMap((p) => (p.ability === undefined ? [] : [Object.freeze({ paragraph: p.number, ability: p.ability })]));
  return { paragraphs, abilities };
}
