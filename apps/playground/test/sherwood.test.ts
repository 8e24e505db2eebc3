import { replay } from "@tt/engine";
import { hexDistance } from "@tt/hexgrid";
import { lineOfFire, reachNow, sherwood, sherwoodBoard, sherwoodRules, type SherwoodAction, type SherwoodState } from "@tt/sherwood";
import { describe, expect, it } from "vitest";
import { sharpeDef } from "../src/games/sharpe/def";
import { sherwoodDef, sherwoodOptions, sherwoodParams } from "../src/games/sherwood/def";
import { boardClick, walk } from "../src/games/sherwood/click";
import { actionPlace, decisionMarks, fireChoices, firePreview, pieceName, playersOf } from "../src/games/sherwood/marks";
import { sherwoodActionOdds, sherwoodRollOdds } from "../src/games/sherwood/odds";
import { syndromeDef } from "../src/games/syndrome/def";
import { loadGame, saveGame } from "../src/session/save";
import { Session, type SessionSettings } from "../src/session/session";

const seeded = (seed: string, seats: SessionSettings["seats"] = {}): SessionSettings => ({ seed, dice: "seeded", seats });
const key = (h: { q: number; r: number }) => `${h.q},${h.r}`;

/** Plays on: a person's decision takes `pick`'s action, a bot's its bot's, until `until` holds or the game ends. */
function playUntil(session: Session, until: (s: Session) => boolean, pick: (actions: readonly unknown[]) => unknown = (a) => a[0], limit = 5000): Session {
  let s = session;
  for (let k = 0; k < limit && !until(s); k++) {
    const waiting = s.waiting;
    if (waiting.kind === "over") return s;
    if (waiting.kind === "roll") s = s.roll();
    else s = s.act(waiting.kind === "bot" ? s.def.bot()(waiting.decision, s.state) : pick(waiting.decision.actions));
  }
  return s;
}

const decisionOf = (s: Session) => {
  const waiting = s.waiting;
  return waiting.kind === "person" || waiting.kind === "bot" ? waiting.decision : null;
};

describe("Sherwood's options from the URL", () => {
  it("a skirmish by default (Wood's Edge, two sides); three or four sides; a scenario with its players and choices", () => {
    expect(sherwood.optionsSchema.parse(sherwoodOptions({}))).toMatchObject({ map: "woods-edge", turns: 8 });
    expect((sherwoodOptions({ players: "3" }) as { map: string }).map).toBe("the-inn");
    expect((sherwoodOptions({ players: "4" }) as { sides: unknown[] }).sides).toHaveLength(4);
    expect(sherwoodOptions({ scenario: "4", players: "4", choices: "robin-on-horseback,wolf-for-the-villagers" })).toEqual({
      scenario: 4,
      players: 4,
      choices: ["robin-on-horseback", "wolf-for-the-villagers"],
    });
    expect(sherwoodOptions({ initiation: "1", turns: "3" })).toMatchObject({ rules: "initiation", turns: 3 });
    // The package's standard skirmishes, by name: an ambush at the inn.
    const ambush = sherwood.setup(sherwood.optionsSchema.parse(sherwoodOptions({ skirmish: "innAmbush" })));
    expect(ambush.hidden.length).toBeGreaterThan(0);
  });

  it("gives the URL parameters of a game's options back (a loaded save's URL sets the same game up)", () => {
    const raws: Record<string, string>[] = [
      { players: "2" },
      { players: "3" },
      { players: "4", turns: "5" },
      { players: "2", initiation: "1" },
      { scenario: "1" },
      { scenario: "4", players: "4", choices: "robin-on-horseback" },
      { scenario: "6", turns: "9" },
    ];
    for (const raw of raws) {
      const options = sherwood.optionsSchema.parse(sherwoodOptions(raw));
      expect(sherwoodParams(options)).toEqual(raw);
    }
  });

  it("SHW-S.4: the players come from the set-up state, a player playing several camps by its alliance", () => {
    expect(sherwoodDef.players(sherwood.optionsSchema.parse(sherwoodOptions({})))).toEqual(["saxons", "normans"]);
    expect(sherwoodDef.players(sherwood.optionsSchema.parse(sherwoodOptions({ players: "4" })))).toHaveLength(4);
    const four = sherwood.setup(sherwood.optionsSchema.parse({ scenario: 4, players: 4 }));
    const two = sherwood.setup(sherwood.optionsSchema.parse({ scenario: 4, players: 2 }));
    expect(playersOf(four)).toHaveLength(4);
    expect(playersOf(two)).toHaveLength(2);
    expect(playersOf(two)).toEqual([...new Set(two.sides.map((side) => two.controllers[side] ?? side))]);
  });
});

describe("the board's marks, by the rules' own functions", () => {
  const start = () => Session.start(sherwoodDef, sherwoodDef.options({}), seeded("1"));

  it("SHW-3: the targets of the decision's shots are marked", () => {
    const s = start();
    const decision = decisionOf(s)!;
    const shots = (decision.actions as SherwoodAction[]).filter((a) => a.type === "shoot");
    expect(shots.length).toBeGreaterThan(0);
    const marks = decisionMarks(s.viewOf("saxons") as SherwoodState, decision.actions as SherwoodAction[], null);
    expect(new Set(marks.targets)).toEqual(new Set(shots.map((a) => (a.type === "shoot" ? a.target : ""))));
    const chosen = decisionMarks(s.viewOf("saxons") as SherwoodState, decision.actions as SherwoodAction[], shots[0]!);
    expect(chosen.focus).toBe(shots[0]!.type === "shoot" ? shots[0]!.shooter : null);
    expect(chosen.chosenTarget).toBe(shots[0]!.type === "shoot" ? shots[0]!.target : null);
  });

  it("SHW-4: a step's places are the focus's steps; its reach is the package's reachNow beyond them", () => {
    // On to the first movement decision, then one step of its first character.
    let s = playUntil(start(), (x) => (x.state as SherwoodState).phase === "move");
    const first = (decisionOf(s)!.actions as SherwoodAction[]).find((a) => a.type === "step")!;
    s = s.act(first);
    const view = s.viewOf("saxons") as SherwoodState;
    expect(view.moving).not.toBeNull();
    const actions = decisionOf(s)!.actions as SherwoodAction[];
    const marks = decisionMarks(view, actions, null);
    const mover = view.moving!.piece;
    expect(marks.focus).toBe(mover);
    const steps = actions.filter((a) => a.type === "step" && a.piece === mover).map((a) => key(actionPlace(a)!));
    expect(new Set(marks.places.map(key))).toEqual(new Set(steps));
    const reach = reachNow(view, mover).places.map((p) => key("front" in p.at ? p.at.front : p.at));
    for (const h of marks.reach) expect(reach).toContain(key(h));
    expect(marks.reach.length).toBeGreaterThan(0);
    // The action under focus picks its own piece and place.
    const other = actions.find((a) => a.type === "step" && a.piece === mover)!;
    expect(decisionMarks(view, actions, other).chosenPlace).toEqual(actionPlace(other));
  });

  it("SHW-4: a click on the map: a place of the decision chooses its step, a place further in reach walks there step by step", () => {
    let s = playUntil(start(), (x) => (x.state as SherwoodState).phase === "move");
    const actions = decisionOf(s)!.actions as SherwoodAction[];
    const view = s.viewOf("saxons") as SherwoodState;
    const step = actions.find((a) => a.type === "step")!;
    const mover = step.type === "step" ? step.piece : "";
    // With the mover in focus, its step's hex chooses that step.
    expect(boardClick(view, "saxons", actions, actionPlace(step)!, mover)).toEqual({ kind: "act", action: step });
    // The farthest place in its reach: a walk along reachNow's path, taken while the game offers each step.
    const far = reachNow(view, mover).places.at(-1)!;
    const hex = "front" in far.at ? far.at.front : far.at;
    const click = boardClick(view, "saxons", actions, hex, mover);
    expect(click).toEqual({ kind: "walk", piece: mover, path: far.path });
    expect(far.path.length).toBeGreaterThan(2);
    s = walk(s, "saxons", mover, far.path);
    const moved = (s.state as SherwoodState).pieces.find((p) => p.id === mover)!;
    expect(key(moved.at)).toBe(key(hex));
    // A click on empty ground beyond its reach chooses nothing.
    expect(boardClick(s.viewOf("saxons") as SherwoodState, "saxons", decisionOf(s)!.actions as SherwoodAction[], { q: -40, r: 40 }, mover)).toBeNull();
  });

  it("SHW-3: a click on a target shoots at it with the piece in focus; a click on one of the player's own pieces selects it", () => {
    const s = start();
    const view = s.viewOf("saxons") as SherwoodState;
    const actions = decisionOf(s)!.actions as SherwoodAction[];
    const shot = actions.find((a) => a.type === "shoot")!;
    if (shot.type !== "shoot") throw new Error("a shot");
    const target = view.pieces.find((p) => p.id === shot.target)!;
    const own = actions.filter((a) => a.type === "shoot" && a.shooter === shot.shooter && a.target === shot.target);
    expect(own).toHaveLength(1);
    expect(boardClick(view, "saxons", actions, target.at, shot.shooter)).toEqual({ kind: "act", action: shot });
    // Another shooter of the player's, clicked: the marks are then about him.
    const other = actions.find((a) => a.type === "shoot" && a.shooter !== shot.shooter);
    if (other?.type === "shoot") {
      const at = view.pieces.find((p) => p.id === other.shooter)!.at;
      expect(boardClick(view, "saxons", actions, at, shot.shooter)).toEqual({ kind: "select", piece: other.shooter });
      expect(decisionMarks(view, actions, null, other.shooter).focus).toBe(other.shooter);
    }
    // An enemy's piece is never selected; a piece no action is about neither.
    const enemy = view.pieces.find((p) => p.camp !== "saxons" && !actions.some((a) => a.type === "shoot" && a.target === p.id));
    if (enemy !== undefined) expect(boardClick(view, "saxons", actions, enemy.at, shot.shooter)).toBeNull();
  });

  it("SHW-3.1: the line-of-fire preview is lineOfFire's: possible or the refusing rule and reason, its hexes, ties and blockers", () => {
    const view = start().viewOf("saxons") as SherwoodState;
    const { shooters, targets } = fireChoices(view, "saxons");
    expect(shooters.map((p) => p.id)).toContain("robin");
    expect(targets.every((t) => t.camp === "normans")).toBe(true);
    let blocked = 0;
    for (const s of shooters)
      for (const t of targets) {
        const preview = firePreview(view, s.id, t.id)!;
        const fire = lineOfFire(sherwoodRules, sherwoodBoard(view), view.pieces, s.id, t.id);
        expect(preview.possible).toBe(fire.possible);
        expect(preview.rule).toBe(fire.rule);
        expect(preview.rule).toMatch(/^SHW-/);
        expect(preview.range).toBe(hexDistance(s.at, t.at));
        if (!fire.possible) expect(preview.reason).toBe(fire.reason);
        if (fire.sight?.blocked) {
          blocked++;
          expect(preview.blockers.length).toBeGreaterThan(0);
        }
        if (preview.hexes) expect(preview.hexes.map(key)).toContain(key(t.at));
      }
    expect(blocked).toBeGreaterThan(0);
    expect(firePreview(view, "robin", "nobody")).toBeNull();
  });

  it("SHW-8.1: the view the board draws names no other side's hideout, and no hidden character is on the map", () => {
    // Scenario 5: the Merry Men (a bot) hide in ambush; the Normans' seat is at the screen.
    let s = Session.start(sherwoodDef, sherwoodDef.options({ scenario: "5" }), seeded("2", { "merry-men": "bot", normans: "person" }));
    s = playUntil(s, (x) => (x.state as SherwoodState).hidden.some((h) => h.hideout !== null) && x.waiting.kind === "person");
    const truth = s.state as SherwoodState;
    const hidden = truth.hidden.filter((h) => h.hideout !== null);
    expect(hidden.length).toBeGreaterThan(0);
    const normans = s.viewOf("normans") as SherwoodState;
    expect(normans.hidden.every((h) => h.hideout === null)).toBe(true);
    for (const h of hidden) expect(normans.pieces.some((p) => p.id === h.id)).toBe(false);
    expect((s.viewOf("merry-men") as SherwoodState).hidden.filter((h) => h.hideout !== null)).toHaveLength(hidden.length);
  });
});

describe("Sherwood's odds and words", () => {
  it("SHW-3.3: a shot's odds before it is made, and the roll's results summing to 1", () => {
    const s = Session.start(sherwoodDef, sherwoodDef.options({}), { seed: "1", dice: "step", seats: {} });
    const shot = (decisionOf(s)!.actions as SherwoodAction[]).find((a) => a.type === "shoot")!;
    expect(sherwoodActionOdds(s.state, shot)).toMatch(/\d+%/);
    expect(sherwoodActionOdds(s.state, { type: "end-phase" })).toBeNull();
    const rolling = s.act(shot);
    expect(rolling.waiting.kind).toBe("roll");
    const odds = sherwoodRollOdds(rolling.state)!;
    expect(odds.title).toMatch(/1d10$/);
    expect(odds.results.reduce((sum, r) => sum + r.probability, 0)).toBeCloseTo(1, 10);
    expect(sherwoodRollOdds(s.state)).toBeNull();
  });

  it("names pieces as the game's text does", () => {
    expect(pieceName("little-john")).toBe("Little John");
    expect(pieceName("horse:guy")).toBe("Sir Guy of Gisbourne's horse");
    expect(sherwoodDef.labelOutcome({ type: "die", face: 10 })).toBe("10 (0 on the die)");
  });
});

describe("a Sherwood session", () => {
  it("a game against the bot played to the end saves a log that replays, and loads back, to the same state", () => {
    const s = playUntil(Session.start(sherwoodDef, sherwoodDef.options({}), seeded("3", { saxons: "person", normans: "bot" })), () => false);
    expect(s.waiting.kind).toBe("over");
    expect(sherwoodDef.describeResult((s.waiting as { result: unknown }).result)).toMatch(/Kills scored: saxons \d+, normans \d+\.$/);
    const saved = JSON.parse(JSON.stringify(saveGame(s)));
    expect(replay(sherwoodDef.game, saved.log).state).toEqual(s.state);
    expect(loadGame([syndromeDef, sharpeDef, sherwoodDef], saved).state).toEqual(s.state);
    // Undone to the person's last decision, then played again: the same game.
    const back = s.undo();
    expect(back.waiting.kind).toBe("person");
  });
});
