import type { ScenarioData, SherwoodData } from "../data-schemas";
import { quote, type DataProblems } from "../errors";
import type { Board } from "../rules-data";
import type { Condition, ZoneArea } from "../scenario-schemas";

/** The names a scenario's play data may refer to. */
interface Known {
  readonly camps: ReadonlySet<string>;
  readonly alliances: ReadonlySet<string>;
  readonly characters: ReadonlySet<string>;
  readonly animals: ReadonlySet<string>;
}

function knownOf(s: ScenarioData): Known {
  const characters = new Set([...s.camps.flatMap((c) => c.characters.map((e) => e.character)), ...s.options.flatMap((o) => o.adds.map((e) => e.character))]);
  const animals = new Set([...s.camps.flatMap((c) => c.animals.map((a) => a.animal)), ...s.options.flatMap((o) => o.addsAnimals.map((a) => a.animal))]);
  return { camps: new Set(s.camps.map((c) => c.id)), alliances: new Set(s.alliances.map((a) => a.id)), characters, animals };
}

function checkArea(area: ZoneArea, board: Board, path: string, problems: DataProblems): void {
  const has = (list: readonly { id: string }[], id: string) => list.some((x) => x.id === id);
  const infos = board.hexes;
  switch (area.kind) {
    case "map":
    case "middle":
      if (!board.placements.some((p) => p.map === area.map)) problems.report(`map ${quote(area.map)} is not placed in this scenario`, `${path}.map`);
      return;
    case "building":
    case "near":
    case "beside":
      if (!has(board.buildings, area.building)) problems.report(`no building ${quote(area.building)} on this scenario's maps`, `${path}.building`);
      if (area.kind === "building")
        for (const [i, room] of (area.rooms ?? []).entries())
          if (!board.buildings.some((b) => b.id === area.building && b.rooms.some((r) => r.id === room))) problems.report(`no room ${quote(room)} in ${quote(area.building)}`, `${path}.rooms[${i}]`);
      if (area.kind === "beside" && area.courtyard !== undefined && !infos.some((h) => h.courtyard === area.courtyard))
        problems.report(`no courtyard ${quote(area.courtyard)} on this scenario's maps`, `${path}.courtyard`);
      return;
    case "buildings":
      return;
    case "courtyard":
    case "courtyard-entrance":
      if (!infos.some((h) => h.courtyard === area.courtyard)) problems.report(`no courtyard ${quote(area.courtyard)} on this scenario's maps`, `${path}.courtyard`);
      return;
    case "balcony":
      if (!infos.some((h) => h.balcony === area.balcony)) problems.report(`no balcony ${quote(area.balcony)} on this scenario's maps`, `${path}.balcony`);
      return;
    default: {
      const never: never = area;
      throw new Error(`unknown zone area ${String(never)}`);
    }
  }
}

function checkCondition(c: Condition, k: Known, path: string, problems: DataProblems): void {
  const holder = (id: string | null, where: string) => {
    if (id !== null && !k.camps.has(id) && !k.alliances.has(id)) problems.report(`${quote(id)} is neither a camp nor an alliance of this scenario`, where);
  };
  switch (c.test) {
    case "fate":
      if (!k.characters.has(c.character)) problems.report(`${quote(c.character)} is not in this scenario`, `${path}.character`);
      holder(c.by, `${path}.by`);
      return;
    case "camp-out":
      if (!k.camps.has(c.camp)) problems.report(`no camp ${quote(c.camp)} in this scenario`, `${path}.camp`);
      return;
    case "animals-killed":
      if (!k.animals.has(c.animal)) problems.report(`no ${quote(c.animal)} in this scenario`, `${path}.animal`);
      return;
    case "treasure":
      holder(c.holder, `${path}.holder`);
      return;
    default: {
      const never: never = c;
      throw new Error(`unknown condition ${String(never)}`);
    }
  }
}

/**
 * Checks how a scenario is played against its own rosters and board: alliances cover every camp once;
 * placements name the camp's pieces, zones on its maps and outer entry sides; special rules and
 * victory conditions name its characters, camps and alliances.
 */
export function checkScenarioPlay(s: ScenarioData, path: string, data: SherwoodData, board: Board, outer: ReadonlySet<string>, problems: DataProblems): void {
  const k = knownOf(s);
  const seen = new Set<string>();
  s.alliances.forEach((a, i) => {
    a.camps.forEach((c, j) => {
      if (!k.camps.has(c)) problems.report(`no camp ${quote(c)} in this scenario`, `${path}.alliances[${i}].camps[${j}]`);
      else if (seen.has(c)) problems.report(`camp ${quote(c)} is in two alliances`, `${path}.alliances[${i}].camps[${j}]`);
      seen.add(c);
    });
  });
  for (const c of k.camps) if (!seen.has(c)) problems.report(`camp ${quote(c)} is in no alliance`, `${path}.alliances`);
  s.placements.forEach((p, i) => {
    const at = `${path}.placements[${i}]`;
    if (!k.camps.has(p.camp)) problems.report(`no camp ${quote(p.camp)} in this scenario`, `${at}.camp`);
    if (p.pieces !== "rest")
      p.pieces.forEach((id, j) => {
        if (!k.characters.has(id) && !k.animals.has(id)) problems.report(`${quote(id)} is not in this scenario`, `${at}.pieces[${j}]`);
      });
    if ((p.how === "place") !== (p.zone !== null)) problems.report("a placement has a zone exactly when it places pieces", `${at}.zone`);
    if ((p.how === "hide") !== (p.hideouts !== null)) problems.report("a placement names hideouts exactly when it hides pieces", `${at}.hideouts`);
    if ((p.how === "enter") !== (p.entry !== null)) problems.report("a placement has an entry exactly when pieces enter", `${at}.entry`);
    if ((p.how === "preset") !== (p.preset !== undefined)) problems.report("a placement has a preset force exactly when the scenario places its pieces", `${at}.preset`);
    if (p.preset !== undefined && !board.placements.some((m) => m.map === p.preset!.map)) problems.report(`map ${quote(p.preset.map)} is not placed in this scenario`, `${at}.preset.map`);
    for (const [j, f] of (p.preset?.force ?? []).entries())
      if (f.character !== undefined && (!k.characters.has(f.character) || (p.pieces !== "rest" && !p.pieces.includes(f.character))))
        problems.report(`${quote(f.character)} is not one of this placement's pieces`, `${at}.preset.force[${j}].character`);
    for (const [j, a] of (p.zone?.areas ?? []).entries()) checkArea(a, board, `${at}.zone.areas[${j}]`, problems);
    for (const [j, a] of (p.zone?.except ?? []).entries()) checkArea(a, board, `${at}.zone.except[${j}]`, problems);
    p.entry?.sides.forEach((e, j) => {
      if (!outer.has(`${e.map}|${e.side}`)) problems.report(`${quote(e.map)} side ${e.side} is not an outer side of this scenario's board`, `${at}.entry.sides[${j}]`);
    });
  });
  const rules = [...s.specialRules.map((r, i) => [r, `${path}.specialRules[${i}]`] as const), ...s.options.flatMap((o, i) => o.rules.map((r, j) => [r, `${path}.options[${i}].rules[${j}]`] as const))];
  for (const [r, at] of rules) {
    const named =
      "characters" in r
        ? r.characters
        : "character" in r
          ? [r.character]
          : r.rule === "marriage"
            ? [r.bride, ...r.couples.flatMap((c) => [c.suitor, c.priest])]
            : r.rule === "runs-away"
              ? [r.master]
              : [];
    for (const c of named) if (!k.characters.has(c)) problems.report(`${quote(c)} is not in this scenario`, at);
    if (r.rule === "treasure" && !data.equipment.some((e) => e.id === r.equipment)) problems.report(`no equipment ${quote(r.equipment)}`, `${at}.equipment`);
    if (r.rule === "runs-away" && !k.animals.has(r.animal)) problems.report(`no ${quote(r.animal)} in this scenario`, `${at}.animal`);
  }
  s.victory.forEach((v, i) => {
    v.outcomes.forEach((o, j) => {
      const at = `${path}.victory[${i}].outcomes[${j}]`;
      o.winners.forEach((w, n) => {
        if (!k.camps.has(w) && !k.alliances.has(w)) problems.report(`${quote(w)} is neither a camp nor an alliance of this scenario`, `${at}.winners[${n}]`);
      });
      for (const [n, c] of o.when.entries()) checkCondition(c, k, `${at}.when[${n}]`, problems);
    });
  });
}
