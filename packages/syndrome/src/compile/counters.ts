import type { SyndromeRulesData } from "../data-schemas";
import type { DataProblems } from "../errors";
import { quote } from "../_internal/limits";
import type { Counter, Space } from "../rules-data";

/** The counters compiled (SYN-2.3): people in data order, then the squads; ids unique, homes on land. Problems go to `problems`. */
export function compileCounters(data: SyndromeRulesData, spaceIndex: ReadonlyMap<string, Space>, problems: DataProblems): { counters: Counter[]; personIndex: Map<string, Counter> } {
  const counters: Counter[] = [];
  const personIndex = new Map<string, Counter>();
  const add = (c: Omit<Counter, "index">, path: string) => {
    if (personIndex.has(c.id)) problems.report(`person id ${quote(c.id)} is used twice`, `${path}.id`);
    if (c.home !== null && (spaceIndex.get(c.home) === undefined || spaceIndex.get(c.home)!.water)) problems.report(`unknown or water home space ${quote(c.home)}`, `${path}.home`);
    const counter = { ...c, index: counters.length };
    counters.push(counter);
    if (!personIndex.has(c.id)) personIndex.set(c.id, counter);
  };
  for (const [i, p] of data.people.entries())
    add(
      { id: p.id, name: p.name, kind: p.kind, persuasiveness: p.persuasiveness, raid: p.raid, donations: p.donations, paragraph: p.paragraph, home: p.home, recruitRow: p.recruitRow },
      `people[${i}]`,
    );
  for (const [i, s] of data.squads.entries())
    add(
      { id: s.id, name: s.name, kind: "squad", persuasiveness: s.persuasiveness, raid: s.raid, donations: s.donations, paragraph: null, home: s.home, recruitRow: "King's Men squads" },
      `squads[${i}]`,
    );
  data.people.forEach((p, i) => {
    if ((p.kind === "royalist" || p.kind === "cleric") && p.home === null) problems.report(`a ${p.kind} needs the space printed with his name`, `people[${i}].home`);
    if ((p.kind === "enterprise" || p.kind === "archon") && p.recruitRow !== null) problems.report(`${p.kind} crew cannot be recruited`, `people[${i}].recruitRow`);
    if (p.kind !== "enterprise" && p.kind !== "archon" && p.recruitRow === null) problems.report(`every ${p.kind} has a Recruiting Table row`, `people[${i}].recruitRow`);
  });
  return { counters, personIndex };
}
