import { hexNeighbors, lineOfSight } from "@tt/hexgrid";
import { describe, expect, it } from "vitest";
import { lineOfFire, type LineOfFire, type SherwoodPiece } from "../src/index";
import { at, foot, rules } from "./rules-helpers";

const inn = rules.map("the-inn");
const woods = rules.map("woods-edge");
const cottage = rules.map("foresters-cottage");

const fire = (board: typeof inn, pieces: readonly SherwoodPiece[], shooter: string, target: string): LineOfFire => lineOfFire(rules, board, pieces, shooter, target);
const verdict = (f: LineOfFire) => (f.possible ? "possible" : `${f.rule}: ${f.reason}`);

describe("missile fire: who may shoot whom (SHW-3)", () => {
  it("SHW-3 the example: Reynold cannot shoot Gebbo beside him, Gilbert up the tree can shoot Bero below", () => {
    const trunk = woods.tree("A").trunk;
    const pieces = [
      foot("reynold", "saxons", at(woods, "6,1")),
      foot("gebbo", "normans", at(woods, "7,1")),
      foot("gilbert", "saxons", trunk, { upTree: true }),
      foot("bero", "normans", hexNeighbors(trunk)[0]!),
    ];
    expect(verdict(fire(woods, pieces, "reynold", "gebbo"))).toBe("SHW-3: a hex adjacent to the shooter cannot be targeted");
    const gilbert = fire(woods, pieces, "gilbert", "bero");
    expect(gilbert.possible).toBe(true);
    expect(gilbert.toHit.map((m) => m.label)).toEqual(["target in cover", "shooter up the tree"]); // Bero stands in a tree hex
    // Up the tree he may even shoot an enemy on the ground in his own hex.
    const below = [pieces[2]!, foot("bero", "normans", trunk)];
    expect(fire(woods, below, "gilbert", "bero").possible).toBe(true);
  });

  it("SHW-3 a character adjacent to an unstunned enemy cannot shoot; a stunned neighbour does not stop him", () => {
    const pieces = [foot("reynold", "saxons", at(inn, "0,12")), foot("gebbo", "normans", at(inn, "1,12")), foot("bero", "normans", at(inn, "6,12"))];
    expect(verdict(fire(inn, pieces, "reynold", "bero"))).toBe("SHW-3: a character adjacent to an unstunned enemy cannot shoot");
    const stunned = [pieces[0]!, { ...pieces[1]!, at: at(inn, "0,11"), state: "stunned" as const }, pieces[2]!];
    expect(fire(inn, stunned, "reynold", "bero").possible).toBe(true);
  });

  it("SHW-3 only archers shoot up a tree, only characters with a missile weapon shoot, and only at enemies", () => {
    const trunk = woods.tree("A").trunk;
    const geri = [foot("geri", "normans", trunk, { upTree: true }), foot("robin", "saxons", at(woods, "2,5"))];
    expect(verdict(fire(woods, geri, "geri", "robin"))).toBe("SHW-3: only archers can shoot while up the tree");
    const much = [foot("much", "villagers", at(inn, "0,12")), foot("bero", "normans", at(inn, "4,12"))];
    expect(fire(inn, much, "much", "bero").rule).toBe("SHW-3");
    const friends = [foot("reynold", "saxons", at(inn, "0,12")), foot("alwin", "saxons", at(inn, "4,12"))];
    expect(verdict(fire(inn, friends, "reynold", "alwin"))).toBe("SHW-3: the target is an enemy character (or an animal not of one's own side)");
  });

  it("SHW-3.2 a mounted archer must dismount to shoot", () => {
    const pieces = [{ id: "robin", camp: "saxons", character: "robin", at: at(inn, "1,12"), facing: 0 as const, mounted: true }, foot("bero", "normans", at(inn, "7,12"))];
    expect(verdict(fire(inn, pieces, "robin", "bero"))).toBe("SHW-3.2: mounted archers must dismount to shoot");
    expect(fire(inn, [{ ...pieces[0]!, mounted: false, facing: undefined }, pieces[1]!], "robin", "bero").possible).toBe(true);
  });
});

describe("line of fire (SHW-3.1)", () => {
  it("SHW-3.1 range counted in hexes: short range, long range, and beyond long range impossible", () => {
    const { short } = rules.weaponRange("bow");
    const shooter = foot("reynold", "saxons", at(inn, "0,0"));
    const band = (col: number) => fire(inn, [shooter, foot("bero", "normans", at(inn, `${col},0`))], "reynold", "bero");
    expect([band(short).band, band(short).possible]).toEqual(["short", true]);
    expect([band(short + 1).band, band(short + 1).possible]).toEqual(["long", true]);
    const javelin = rules.weaponRange("javelin");
    const geri = foot("geri", "normans", at(inn, "0,0"));
    const far = fire(inn, [geri, foot("robin", "saxons", at(inn, `${javelin.long + 1},0`))], "geri", "robin");
    expect(verdict(far)).toBe(`SHW-3.1: beyond the long range of the javelin (${javelin.long} hexes)`);
    expect(far.range).toBe(javelin.long + 1);
  });

  it("SHW-3.1.1 the example at the inn: Rudolf shoots Will on the balcony or Robin at the window, Baldric is too close, Geri cannot reach Alan inside", () => {
    const pieces = [
      foot("will-scarlett", "saxons", at(inn, "4,6")), // on the balcony
      foot("robin", "saxons", at(inn, "4,4")), // in the tavern, behind its window
      foot("alan-a-dale", "saxons", at(inn, "5,4")), // in the tavern, away from the window
      foot("rudolf", "normans", at(inn, "0,3")),
      foot("baldric", "normans", at(inn, "6,7")), // next to the balcony
      foot("geri", "normans", at(inn, "2,3")),
    ];
    expect(fire(inn, pieces, "rudolf", "will-scarlett").possible).toBe(true);
    const robin = fire(inn, pieces, "rudolf", "robin");
    expect(robin.possible).toBe(true);
    expect(robin.cover).toEqual(["building, shot at from outside"]);
    expect(robin.damage.map((m) => m.label)).toEqual(["crossbow"]);
    for (const target of ["will-scarlett", "robin"]) expect(verdict(fire(inn, pieces, "baldric", target))).toBe("SHW-3.1.1: too close to the inn: shooting up at it needs 2 hexes or more");
    expect(verdict(fire(inn, pieces, "geri", "alan-a-dale"))).toBe("SHW-3.1.1: a target indoors must be immediately behind a window or doorway");
  });

  it("SHW-3.1.1 Saxbert at a window fires from the middle of its exterior side, where the centre line is walled in", () => {
    const saxbert = foot("saxbert", "saxons", at(inn, "7,4")); // the bedroom, its window on the east side
    const shoot = (cr: string) => fire(inn, [saxbert, foot("bero", "normans", at(inn, cr))], "saxbert", "bero");
    const out = shoot("10,2");
    expect(out.possible).toBe(true);
    expect(out.from).toEqual({ hexside: 0 });
    const walls = (e: Parameters<Parameters<typeof lineOfSight>[2]>[0]) =>
      e.kind === "hexside" && inn.hexMap.hexsideHas(e.between[0], e.between[1], "wall") && !inn.hexMap.hexsideHas(e.between[0], e.between[1], "window");
    expect(lineOfSight(saxbert.at, at(inn, "10,2"), walls).blocked).toBe(true); // from the hex centre it would be walled in
    // Behind the window's side, to the building's west, he cannot shoot at all.
    expect(verdict(shoot("4,1"))).toBe("SHW-3.1.1: a character inside a building fires out only from a window or doorway hex, through it");
  });

  it("SHW-3.1.1 a target indoors is shot at only right behind the opening the line passes through, from 2 hexes or more", () => {
    const robin = foot("robin", "saxons", at(inn, "4,4"));
    const shoot = (cr: string) => fire(inn, [robin, foot("rudolf", "normans", at(inn, cr))], "rudolf", "robin");
    expect(verdict(shoot("9,4"))).toBe("SHW-3.1.1: a target indoors must be immediately behind the window or doorway the line of fire passes through");
    // Characters indoors shoot at each other normally.
    const indoors = [foot("saxbert", "saxons", at(inn, "7,4")), foot("bero", "normans", at(inn, "4,4"))]; // through the bedroom's door
    const inside = fire(inn, indoors, "saxbert", "bero");
    expect([inside.possible, inside.from, inside.cover]).toEqual([true, "centre", []]);
    // The warehouse's back window: Isaac behind it is shot at from 2 hexes away, not from beside the wall.
    const isaac = foot("isaac", "villagers", at(inn, "14,4"));
    const shootIsaac = (cr: string) => fire(inn, [isaac, foot("rudolf", "normans", at(inn, cr))], "rudolf", "isaac");
    expect([shootIsaac("14,1").possible, shootIsaac("14,1").cover]).toEqual([true, ["building, shot at from outside"]]);
    expect(verdict(shootIsaac("12,3"))).toBe("SHW-3.1.1: a shooter outside must be at least 2 hexes away from the building");
  });

  it("SHW-3.1.2 trees block fire through them; fire into a tree hex is allowed if no other tree hex is crossed", () => {
    const tree = woods.tree("F"); // 10,6 on Wood's Edge
    const into = [foot("reynold", "saxons", at(woods, "10,12")), foot("bero", "normans", at(woods, "10,7"))];
    const f = fire(woods, into, "reynold", "bero");
    expect(tree.hexes.some((h) => h.q === into[1]!.at.q && h.r === into[1]!.at.r)).toBe(true);
    expect([f.possible, f.cover]).toEqual([true, ["tree"]]);
    const through = [into[0]!, foot("bero", "normans", at(woods, "10,3"))];
    expect(verdict(fire(woods, through, "reynold", "bero"))).toBe("SHW-3.1.2: the line of fire crosses a tree hex");
  });

  it("SHW-3.1.3 characters and live animals block unless stunned; archers shoot over them at long range", () => {
    const reynold = foot("reynold", "saxons", at(inn, "0,0"));
    const bero = foot("bero", "normans", at(inn, "6,0"));
    const friend = foot("alwin", "saxons", at(inn, "3,0"));
    expect(verdict(fire(inn, [reynold, bero, friend], "reynold", "bero"))).toBe("SHW-3.1.3: the line of fire passes through a hex occupied by alwin");
    expect(fire(inn, [reynold, bero, { ...friend, state: "stunned" }], "reynold", "bero").possible).toBe(true);
    const pig: SherwoodPiece = { id: "pig", camp: "animals", animal: "pig", at: at(inn, "3,0") };
    expect(fire(inn, [reynold, bero, pig], "reynold", "bero").rule).toBe("SHW-3.1.3");
    // At long range an archer shoots over them; a crossbowman does not.
    const far = rules.weaponRange("crossbow").short + 2; // long range for a bow and a crossbow
    expect(far).toBeGreaterThan(rules.weaponRange("bow").short);
    const farBero = foot("bero", "normans", at(inn, `${far},0`));
    expect(fire(inn, [reynold, farBero, friend], "reynold", "bero").band).toBe("long");
    expect(fire(inn, [reynold, farBero, friend], "reynold", "bero").possible).toBe(true);
    const rudolf = foot("rudolf", "normans", at(inn, "0,0"));
    const farRobin = foot("robin", "saxons", at(inn, `${far},0`));
    const sergeant = foot("bero", "normans", at(inn, "3,0"));
    expect(fire(inn, [rudolf, farRobin, sergeant], "rudolf", "robin").rule).toBe("SHW-3.1.3");
  });

  it("SHW-3.1.3 archers up a tree shoot over characters, and are shot at over them", () => {
    const edge = at(woods, "2,3"); // tree A's southern hex, up the tree
    const gilbert = foot("gilbert", "saxons", edge, { upTree: true });
    const bero = foot("bero", "normans", at(woods, "2,8"));
    const odric = foot("odric", "normans", at(woods, "2,6"));
    expect(fire(woods, [gilbert, bero, odric], "gilbert", "bero").possible).toBe(true);
    expect(fire(woods, [{ ...gilbert, upTree: false }, bero, odric], "gilbert", "bero").rule).toBe("SHW-3.1.3");
    const rudolf = foot("rudolf", "normans", at(woods, "2,8"));
    const alwin = foot("alwin", "saxons", at(woods, "2,6"));
    expect(fire(woods, [rudolf, gilbert, alwin], "rudolf", "gilbert").possible).toBe(true);
  });

  it("SHW-3.1.4 the rulebook's cover example: Falko and Boldewin shooting at Odric, Folmar, Roger and Grégoire on Wood's Edge", () => {
    // The example's "Robert" is Roger (the knight on the slope in both halves of the example), its
    // "Fulmar" is Folmar (the Norman sergeant; Fulmar is a Saxon peasant): see the README's rules notes.
    const pieces = [
      foot("falko", "saxons", at(woods, "3,11")),
      foot("boldewin", "saxons", at(woods, "2,10")),
      foot("odric", "normans", at(woods, "2,6")), // scrub
      foot("folmar", "normans", at(woods, "7,5")), // scrub
      foot("roger", "normans", at(woods, "3,9")), // on the slope
      foot("gregoire", "normans", at(woods, "8,3")), // under a tree
    ];
    const falko = (t: string) => fire(woods, pieces, "falko", t);
    const boldewin = (t: string) => fire(woods, pieces, "boldewin", t);
    expect([falko("odric").possible, falko("odric").cover]).toEqual([true, ["scrub"]]);
    expect([falko("folmar").possible, falko("folmar").cover]).toEqual([true, ["scrub"]]);
    expect([falko("roger").possible, falko("roger").cover]).toEqual([true, ["slope: the line passes over its lip"]]);
    expect(falko("roger").toHit).toEqual([{ label: "target in cover", value: 2, rule: "SHW-3.3" }]);
    expect(verdict(falko("gregoire"))).toBe("SHW-3.1.3: the line of fire passes through a hex occupied by folmar");
    expect([boldewin("roger").possible, boldewin("roger").cover, boldewin("roger").toHit]).toEqual([true, [], []]);
    expect([boldewin("odric").possible, boldewin("odric").cover]).toEqual([true, ["scrub"]]);
    for (const t of ["folmar", "gregoire"]) expect(verdict(boldewin(t))).toBe("SHW-3.1.3: the line of fire passes through a hex occupied by roger");
  });

  it("SHW-3.1.4 a character behind a low wall has cover", () => {
    const pieces = [foot("reynold", "saxons", at(cottage, "7,11")), foot("bero", "normans", at(cottage, "8,8"))];
    const f = fire(cottage, pieces, "reynold", "bero");
    expect(f.possible).toBe(true);
    expect(f.cover).toContain("behind a low wall");
  });
});

describe("the rolls a shot takes (SHW-3.3, SHW-3.4)", () => {
  it("SHW-3.3 roll to hit: +2 cover, +1 wounded shooter, +1 up the tree", () => {
    const trunk = woods.tree("A").trunk;
    const pieces = [foot("gilbert", "saxons", trunk, { upTree: true, state: "wounded" }), foot("odric", "normans", at(woods, "2,6"))];
    expect(fire(woods, pieces, "gilbert", "odric").toHit).toEqual([
      { label: "target in cover", value: 2, rule: "SHW-3.3" },
      { label: "wounded shooter", value: 1, rule: "SHW-3.3" },
      { label: "shooter up the tree", value: 1, rule: "SHW-3.3" },
    ]);
  });

  it("SHW-3.4 damage roll: -2 for a crossbow, +2 against an armoured target", () => {
    const pieces = [foot("rudolf", "normans", at(inn, "0,12")), foot("robin", "saxons", at(inn, "6,12")), foot("reynold", "saxons", at(inn, "0,0")), foot("bero", "normans", at(inn, "6,0"))];
    expect(fire(inn, pieces, "rudolf", "robin").damage).toEqual([{ label: "crossbow", value: -2, rule: "SHW-3.4" }]);
    expect(fire(inn, pieces, "reynold", "bero").damage).toEqual([{ label: "armoured target", value: 2, rule: "SHW-3.4" }]);
  });
});
