import { SherwoodError } from "../errors";
import type { Scenario, SherwoodRules } from "../rules-data";
import type { Placement } from "../scenario-schemas";
import { firstState } from "./first-state";
import { placeForcePiece } from "./force";
import type { GamePiece, ScenarioOptions, SherwoodState } from "./schemas";

type Waiting = SherwoodState["waiting"][number];
type Hidden = SherwoodState["hidden"][number];

/** One piece of a scenario's forces before it is set up. */
interface Member {
  readonly id: string;
  readonly camp: string;
  readonly character?: string;
  readonly animal?: string;
  readonly mounted: boolean;
  /** On horseback by an option, wherever the set-up puts him (scenario 4's Robin). */
  readonly horseback?: boolean;
}

const invalid = (message: string, path: string) => new SherwoodError("sherwood/invalid-options", message, path);

/** The camps' characters and animals (numbered: `wolf`, `wolf-2`), with the options chosen (SHW-S.4, SHW-S.6). */
function membersOf(rules: SherwoodRules, scenario: Scenario, choices: readonly string[]): Member[] {
  const data = scenario.data;
  const chosen = choices.map((id, i) => {
    const option = data.options.find((o) => o.id === id);
    if (option === undefined) throw invalid(`scenario ${data.number} has no option "${id.slice(0, 40)}" (it has: ${data.options.map((o) => o.id).join(", ") || "none"})`, `options.choices[${i}]`);
    return option;
  });
  if (new Set(choices).size !== choices.length) throw invalid("an option is chosen twice", "options.choices");
  const mounted = new Set(chosen.flatMap((o) => o.mounts));
  const out: Member[] = [];
  const animal = (camp: string, kind: string, count: number) => {
    for (let i = 0; i < count; i++) {
      const n = out.filter((m) => m.animal === kind).length;
      out.push({ id: n === 0 ? kind : `${kind}-${n + 1}`, camp, animal: kind, mounted: false });
    }
  };
  // Knights and mounted sergeants (the function letter k or m of the code the scenario prints) ride; the
  // others, Robin the mounted archer too, start on foot unless an option puts them on horseback.
  const character = (camp: string, id: string, printed: string | null) => {
    const code = printed ?? rules.character(id).code;
    out.push({ id, camp, character: id, mounted: rules.character(id).mounted !== null && (code[2] === "k" || code[2] === "m") });
  };
  for (const camp of data.camps) {
    for (const entry of camp.characters) character(camp.id, entry.character, entry.printedCode);
    for (const a of camp.animals) animal(camp.id, a.animal, a.count);
  }
  for (const option of chosen) {
    const camp = option.camp ?? data.camps[0]!.id;
    for (const entry of option.adds) character(camp, entry.character, entry.printedCode);
    for (const a of option.addsAnimals) animal(camp, a.animal, a.count);
  }
  // A rider rides where the scenario's set-up lets him (the option of scenario 4 puts Robin on horseback).
  return out.map((m) => (m.character !== undefined && mounted.has(m.character) ? { ...m, mounted: true, horseback: true } : m));
}

/** Whether a placement puts its pieces indoors only (riders then start on foot: no riders in houses). */
const indoors = (p: Placement) => p.zone?.areas.every((a) => a.kind === "building" || a.kind === "buildings") === true;

/** Which placement each piece follows: named ones first, then each camp's `rest` in order. */
function assign(members: readonly Member[], placements: readonly Placement[]): Map<string, number> {
  const named = new Map<string, number>();
  placements.forEach((p, i) => {
    if (p.pieces === "rest") return;
    for (const m of members) if (m.camp === p.camp && (p.pieces.includes(m.id) || (m.animal !== undefined && p.pieces.includes(m.animal))) && !named.has(m.id)) named.set(m.id, i);
  });
  for (const m of members) {
    if (named.has(m.id)) continue;
    const i = placements.findIndex((p) => p.camp === m.camp && p.pieces === "rest");
    if (i >= 0) named.set(m.id, i);
  }
  return named;
}

/** The player of each camp: one camp each, or the alliance a player's several camps make up (SHW-S.4). */
function controllersOf(scenario: Scenario, players: number): Record<string, string> {
  const groups = scenario.data.players.find((p) => p.count === players)!.camps;
  const out: Record<string, string> = {};
  for (const group of groups) {
    const alliance = scenario.data.alliances.find((a) => a.camps.length === group.length && group.every((c) => a.camps.includes(c)));
    const player = group.length === 1 ? group[0]! : (alliance?.id ?? group.join("+"));
    for (const camp of group) out[camp] = player;
  }
  return out;
}

/** @internal The state a scenario starts in (SHW-S.1 to SHW-S.8): every piece waiting to be set up, hidden, or to enter. */
export function setupScenario(rules: SherwoodRules, options: ScenarioOptions): SherwoodState {
  let scenario: Scenario;
  try {
    scenario = rules.scenario(options.scenario);
  } catch {
    throw invalid(`there is no scenario ${options.scenario}`, "options.scenario");
  }
  const data = scenario.data;
  const players = options.players ?? data.players[0]!.count;
  if (!data.players.some((p) => p.count === players)) throw invalid(`scenario ${data.number} is played by ${data.players.map((p) => p.count).join(" or ")} players`, "options.players");
  const members = membersOf(rules, scenario, options.choices);
  const follows = assign(members, data.placements);
  const waiting: Waiting[] = [];
  const hidden: Hidden[] = [];
  const alliances: Record<string, string> = {};
  for (const a of data.alliances) for (const c of a.camps) alliances[c] = a.id;
  const preset = { pieces: [] as GamePiece[], hidden, ids: new Set<string>() };
  data.placements.forEach((p, i) => {
    if (p.preset === undefined) return;
    for (const [k, f] of p.preset.force.entries()) placeForcePiece(rules, scenario.board, p.preset.map, p.camp, f, preset, false, `scenarios[${data.number}].placements[${i}].preset.force[${k}]`);
  });
  const pieces = preset.pieces.map((piece) => (alliances[piece.camp] === piece.camp ? piece : { ...piece, alliance: alliances[piece.camp]! }));
  for (const m of members) {
    const at = follows.get(m.id);
    if (at === undefined) throw invalid(`${m.id} has no place in scenario ${data.number}'s set-up`, "options.scenario");
    const p = data.placements[at]!;
    if (p.how === "preset") continue;
    const mounted = m.horseback === true || (m.mounted && !(p.onFoot && p.how !== "enter") && !indoors(p));
    if (p.how === "hide" && !mounted && m.character !== undefined) {
      hidden.push({ id: m.id, camp: m.camp, character: m.character, hideout: null, ...(p.hideouts === "any" ? {} : { where: p.hideouts! }) });
      continue;
    }
    const quota = p.count === null ? undefined : Math.min(p.count, members.filter((x) => follows.get(x.id) === at).length);
    const { character, animal } = m;
    waiting.push({
      id: m.id,
      camp: m.camp,
      ...(character === undefined ? {} : { character }),
      ...(animal === undefined ? {} : { animal }),
      ...(mounted ? { mounted } : {}),
      placement: at,
      ...(quota === undefined ? {} : { quota }),
    });
  }
  const sides = data.turnOrder.rule === "initiative" ? data.camps.map((c) => c.id) : [...data.turnOrder.camps];
  return firstState({
    map: data.id,
    rules: "standard",
    riderTurn: options.riderTurn,
    tieRule: options.tieRule,
    turns: options.turns ?? data.turns,
    sides,
    pieces,
    hidden,
    alliances,
    controllers: controllersOf(scenario, players),
    roll: data.turnOrder.rule === "initiative" ? { roll: "initiative", sides } : null,
    scenario: { number: data.number, players, choices: [...options.choices] },
    waiting,
  });
}
