import type { ScenarioData, SherwoodData } from "../data-schemas";
import { clip, quote, type DataProblems } from "../errors";
import type { MapSide, Scenario } from "../rules-data";
import { composeBoard, touchingSides } from "./board";
import type { MapSheet } from "./maps";
import { checkScenarioPlay } from "./scenario-play";

const sideKey = (s: MapSide): string => `${clip(s.map)} side ${s.side}`;
const pairKey = (a: MapSide, b: MapSide): string => [sideKey(a), sideKey(b)].sort().join(" | ");

/** Checks a scenario's references (maps, joins, camps, characters, animals, entries, options) and builds its board. */
function compileScenario(s: ScenarioData, path: string, data: SherwoodData, sheets: ReadonlyMap<string, MapSheet>, problems: DataProblems): Scenario | undefined {
  const characters = new Set(data.characters.map((c) => c.id));
  const animals = new Set(data.animals.map((a) => a.id));
  const equipment = new Set(data.equipment.map((e) => e.id));
  const placed = new Set<string>();
  let mapsOk = true;
  s.maps.forEach((m, i) => {
    if (!sheets.has(m.map)) {
      problems.report(`no map ${quote(m.map)}`, `${path}.maps[${i}].map`);
      mapsOk = false;
    }
    if (placed.has(m.map)) {
      problems.report(`map ${quote(m.map)} is placed twice`, `${path}.maps[${i}].map`);
      mapsOk = false;
    }
    placed.add(m.map);
    if (m.origin.row % 2 !== 0) {
      problems.report("a map's origin row is even, so that its odd rows stay the board's odd rows (odd-r)", `${path}.maps[${i}].origin.row`);
      mapsOk = false;
    }
  });
  const joins: [MapSide, MapSide][] = [];
  s.joins.forEach((j, i) => {
    for (const [key, map] of [["map", j.map] as const, ["to", j.to] as const]) if (!placed.has(map)) problems.report(`map ${quote(map)} is not placed in this scenario`, `${path}.joins[${i}].${key}`);
    joins.push([
      { map: j.map, side: j.side },
      { map: j.to, side: j.toSide },
    ]);
  });
  const camps = new Map<string, string>();
  const campIds = new Set<string>();
  s.camps.forEach((camp, i) => {
    if (campIds.has(camp.id)) problems.report(`the camp id ${quote(camp.id)} is used twice`, `${path}.camps[${i}].id`);
    campIds.add(camp.id);
    camp.characters.forEach((entry, k) => {
      const where = `${path}.camps[${i}].characters[${k}].character`;
      if (!characters.has(entry.character)) problems.report(`no character ${quote(entry.character)}`, where);
      else if (camps.has(entry.character)) problems.report(`${quote(entry.character)} is already in camp ${quote(camps.get(entry.character))}`, where);
      else camps.set(entry.character, camp.id);
    });
    camp.animals.forEach((a, k) => {
      if (!animals.has(a.animal)) problems.report(`no animal ${quote(a.animal)}`, `${path}.camps[${i}].animals[${k}].animal`);
    });
    camp.equipment.forEach((e, k) => {
      if (!equipment.has(e.equipment)) problems.report(`no equipment ${quote(e.equipment)}`, `${path}.camps[${i}].equipment[${k}].equipment`);
    });
  });
  const camp = (id: string, where: string): void => {
    if (!campIds.has(id)) problems.report(`no camp ${quote(id)} in this scenario`, where);
  };
  for (const [i, c] of s.turnOrder.camps.entries()) camp(c, `${path}.turnOrder.camps[${i}]`);
  if (s.turnOrder.rule === "initiative" && s.turnOrder.camps.length > 0) problems.report("with initiative rolled each turn there is no fixed order of camps", `${path}.turnOrder.camps`);
  s.players.forEach((p, i) => {
    if (p.camps.length !== p.count) problems.report(`${p.count} players need ${p.count} groups of camps, not ${p.camps.length}`, `${path}.players[${i}].camps`);
    const seen = new Set<string>();
    p.camps.forEach((group, g) => {
      group.forEach((c, k) => {
        camp(c, `${path}.players[${i}].camps[${g}][${k}]`);
        if (seen.has(c)) problems.report(`camp ${quote(c)} is played by two players`, `${path}.players[${i}].camps[${g}][${k}]`);
        seen.add(c);
      });
    });
    for (const c of campIds) if (!seen.has(c)) problems.report(`camp ${quote(c)} is played by no one`, `${path}.players[${i}].camps`);
  });
  s.entries.forEach((e, i) => {
    for (const [k, c] of e.camps.entries()) camp(c, `${path}.entries[${i}].camps[${k}]`);
    if (!placed.has(e.map)) problems.report(`map ${quote(e.map)} is not placed in this scenario`, `${path}.entries[${i}].map`);
  });
  s.overrides.forEach((o, i) => {
    if (!camps.has(o.character)) problems.report(`${quote(o.character)} is not in this scenario`, `${path}.overrides[${i}].character`);
  });
  s.options.forEach((o, i) => {
    if (o.camp !== null) camp(o.camp, `${path}.options[${i}].camp`);
    o.adds.forEach((entry, k) => {
      if (!characters.has(entry.character)) problems.report(`no character ${quote(entry.character)}`, `${path}.options[${i}].adds[${k}].character`);
      else if (camps.has(entry.character)) problems.report(`${quote(entry.character)} is already in camp ${quote(camps.get(entry.character))}`, `${path}.options[${i}].adds[${k}].character`);
    });
    o.addsAnimals.forEach((a, k) => {
      if (!animals.has(a.animal)) problems.report(`no animal ${quote(a.animal)}`, `${path}.options[${i}].addsAnimals[${k}].animal`);
    });
    o.mounts.forEach((id, k) => {
      const c = data.characters.find((x) => x.id === id);
      if (!camps.has(id) || c === undefined || c.mounted === null) problems.report(`${quote(id)} is not a rider of this scenario`, `${path}.options[${i}].mounts[${k}]`);
    });
  });
  if (!mapsOk) return undefined;
  const board = composeBoard(s.id, sheets, s.maps, joins, problems, path);
  s.buildingRoles.forEach((r, i) => {
    if (!board.buildings.some((b) => b.id === r.building)) problems.report(`no building ${quote(r.building)} on this scenario's maps`, `${path}.buildingRoles[${i}].building`);
  });
  const touching = new Map(touchingSides(board).map(([a, b]) => [pairKey(a, b), [a, b] as const]));
  joins.forEach(([a, b], i) => {
    if (!touching.has(pairKey(a, b))) problems.report(`${sideKey(a)} and ${sideKey(b)} do not meet where the maps are placed`, `${path}.joins[${i}]`);
  });
  const listed = new Set(joins.map(([a, b]) => pairKey(a, b)));
  for (const [key] of touching) if (!listed.has(key)) problems.report(`${key} meet where the maps are placed but are not listed as joined`, `${path}.joins`);
  const outer = new Set(board.outerSides.map(sideKey));
  checkScenarioPlay(s, path, data, board, new Set(board.outerSides.map((o) => `${o.map}|${o.side}`)), problems);
  s.entries.forEach((e, i) => {
    e.sides.forEach((side, k) => {
      if (placed.has(e.map) && !outer.has(sideKey({ map: e.map, side })))
        problems.report(`${clip(e.map)} side ${side} is joined to another map: characters enter by an outer side`, `${path}.entries[${i}].sides[${k}]`);
    });
  });
  return Object.freeze({ number: s.number, id: s.id, title: s.title, board, data: s, campOf: (character: string) => camps.get(character) ?? null });
}

/** Checks and compiles every scenario (numbers and ids unique). */
export function compileScenarios(data: SherwoodData, sheets: ReadonlyMap<string, MapSheet>, problems: DataProblems): Scenario[] {
  const numbers = new Set<number>();
  const ids = new Set<string>();
  const out: Scenario[] = [];
  data.scenarios.forEach((s, i) => {
    if (numbers.has(s.number)) problems.report(`scenario number ${s.number} is used twice`, `scenarios[${i}].number`);
    if (ids.has(s.id)) problems.report(`scenario id ${quote(s.id)} is used twice`, `scenarios[${i}].id`);
    numbers.add(s.number);
    ids.add(s.id);
    const scenario = compileScenario(s, `scenarios[${i}]`, data, sheets, problems);
    if (scenario !== undefined) out.push(scenario);
  });
  return out;
}
