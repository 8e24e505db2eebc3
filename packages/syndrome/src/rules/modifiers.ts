import type { Modifier } from "@tt/tables";
import type { SyndromeRules } from "../data";
import type { State } from "../state";
import { P, abilityAt, hasHorse, isFree, squadsAt } from "./people";

/**
 * The modifiers of every roll, as pure functions of (rules, state): the rules queue them, the
 * odds report them and the bot weighs them, from this one source. `group`, where given, is the
 * people taking part (SYN-8.9): only they add their values.
 */

function inGroup(group: readonly number[] | undefined, i: number): boolean {
  return group === undefined || group.includes(i);
}

function helpers(
  rules: SyndromeRules,
  s: State,
  space: string,
  actor: number,
  list: readonly (readonly [number, string])[],
  takes: (i: number) => boolean,
  value: (i: number) => number,
  what: string,
): Modifier[] {
  const mods: Modifier[] = [];
  for (const [paragraph, rule] of list) {
    const helper = abilityAt(rules, s, paragraph, space);
    if (helper >= 0 && helper !== actor && takes(helper)) mods.push({ label: `${rules.counters[helper]!.name}'s ${what}`, value: value(helper), rule });
  }
  return mods;
}

function squadPresent(rules: SyndromeRules, s: State, space: string, rule: string): Modifier[] {
  return squadsAt(rules, s, space).length > 0 ? [{ label: "King's Men squad present", value: -3, rule }] : [];
}

/** The Recruiting Table's modifiers (SYN-T.RECRUIT) for `gold` spent (SYN-8.1). */
export function recruitModifiers(rules: SyndromeRules, s: State, space: string, recruiter: number, target: number, gold: number, group?: readonly number[]): Modifier[] {
  const c = rules.counters[recruiter]!;
  const mods: Modifier[] = [{ label: `${c.name}'s persuasiveness`, value: c.persuasiveness, rule: "SYN-8.1" }];
  const list = [
    [P.spock, "SYN-P.11"],
    [P.mbele, "SYN-P.13"],
    [P.tomas, "SYN-P.20"],
  ] as const;
  mods.push(
    ...helpers(
      rules,
      s,
      space,
      recruiter,
      list,
      (i) => inGroup(group, i),
      (i) => rules.counters[i]!.persuasiveness,
      "persuasiveness",
    ),
  );
  if (gold > 0) mods.push({ label: "gold spent", value: gold, rule: "SYN-8.1" });
  const w = Math.floor(s.witchcraft / 3);
  if (w > 0) mods.push({ label: `Witchcraft ${s.witchcraft}`, value: -w, rule: "SYN-T.RECRUIT" });
  const kind = rules.counters[target]!.kind;
  if ((kind === "royalist" || kind === "squad") && s.royalMorale > 0) {
    const [paragraph, rule, name] = kind === "royalist" ? [P.dalara, "SYN-P.64", "Dalara Nightshade"] : [P.tuskus, "SYN-P.71", "General Tuskus"];
    if (abilityAt(rules, s, paragraph, space) >= 0) mods.push({ label: `${name}: no Royal Morale`, value: 0, rule });
    else mods.push({ label: `Royal Morale ${s.royalMorale}`, value: -s.royalMorale, rule: "SYN-T.RECRUIT" });
  }
  return mods;
}

/** The Donations Table's modifiers (SYN-T.DONATE, SYN-8.2). */
export function donationModifiers(rules: SyndromeRules, s: State, space: string, requester: number, group?: readonly number[]): Modifier[] {
  const c = rules.counters[requester]!;
  const mods: Modifier[] = [{ label: `${c.name}'s donations value`, value: c.donations, rule: "SYN-8.2" }];
  const list = [
    [P.ferdie, "SYN-P.53"],
    [P.jink, "SYN-P.62"],
    [P.black, "SYN-P.69"],
  ] as const;
  mods.push(
    ...helpers(
      rules,
      s,
      space,
      requester,
      list,
      (i) => inGroup(group, i),
      (i) => rules.counters[i]!.donations,
      "donations value",
    ),
  );
  mods.push(...squadPresent(rules, s, space, "SYN-T.DONATE"));
  return mods;
}

/**
 * The Raid Table's modifiers (SYN-T.RAID) for a raid on `space` led by `leader`: helpers in the
 * raid (`group`), phasers, the space, a squad, and the secret passages the data gives
 * (SYN-P.50, SYN-P.56). `exclude` leaves out McCoy or Goren in the plague's second roll.
 */
export function raidModifiers(rules: SyndromeRules, s: State, space: string, leader: number, phasers: boolean, group?: readonly number[], exclude: readonly number[] = []): Modifier[] {
  const c = rules.counters[leader]!;
  const mods: Modifier[] = [{ label: `${c.name}'s raid value`, value: c.raid, rule: "SYN-8.4" }];
  const list = [
    [P.kirk, "SYN-P.10"],
    [P.marocain, "SYN-P.41"],
    [P.pinter, "SYN-P.54"],
  ] as const;
  const takes = (i: number) => inGroup(group, i) && !exclude.includes(i);
  mods.push(...helpers(rules, s, space, leader, list, takes, (i) => rules.counters[i]!.raid, "raid value"));
  if (phasers) mods.push({ label: "phasers", value: 5, rule: "SYN-T.RAID" });
  const type = rules.space(space).type;
  if (type === "castle") mods.push({ label: "castle", value: -1, rule: "SYN-T.RAID" });
  if (type === "palace") mods.push({ label: "Royal Palace", value: -3, rule: "SYN-T.RAID" });
  mods.push(...squadPresent(rules, s, space, "SYN-T.RAID"));
  for (const passage of rules.abilities("secret-passage")) {
    const i = abilityAt(rules, s, passage.paragraph, space);
    if (i >= 0 && passage.ability.spaces.includes(space) && takes(i))
      mods.push({ label: `${rules.counters[i]!.name}'s secret passage`, value: passage.ability.value, rule: `SYN-P.${passage.paragraph}` });
  }
  return mods;
}

/** The Horse Theft Table's modifiers (SYN-T.HORSE, SYN-8.5). */
export function horseTheftModifiers(rules: SyndromeRules, s: State, space: string): Modifier[] {
  const mods = squadPresent(rules, s, space, "SYN-T.HORSE");
  const jaster = abilityAt(rules, s, P.jaster, space);
  if (jaster >= 0) mods.push({ label: rules.counters[jaster]!.name, value: 3, rule: "SYN-P.51" });
  return mods;
}

/** The Sanctuary Table's modifiers (SYN-T.SANCT, SYN-8.7) for `requester`. */
export function sanctuaryModifiers(rules: SyndromeRules, s: State, requester: number): Modifier[] {
  const c = rules.counters[requester]!;
  const mods: Modifier[] = [{ label: `${c.name}'s persuasiveness`, value: c.persuasiveness, rule: "SYN-T.SANCT" }];
  if (s.witchcraft > 0) mods.push({ label: `Witchcraft ${s.witchcraft}`, value: -s.witchcraft, rule: "SYN-T.SANCT" });
  if (c.kind === "enterprise" || c.kind === "archon") mods.push({ label: "a Federation crewmember asks", value: -3, rule: "SYN-T.SANCT" });
  if (c.paragraph === P.norje) mods.push({ label: "Bishop Norje asks", value: 3, rule: "SYN-P.21" });
  return mods;
}

/** The Flight Table's modifiers (SYN-T.FLIGHT, SYN-8.8) for `people` fleeing from `from` to `to`. */
export function flightModifiers(rules: SyndromeRules, s: State, from: string, to: string, people: readonly number[]): Modifier[] {
  const mods: Modifier[] = [];
  const among = (paragraph: number) => people.some((i) => rules.counters[i]!.paragraph === paragraph);
  if (among(P.roger)) mods.push({ label: "Roger of Locksley", value: 2, rule: "SYN-P.57" });
  if (rules.space(to).type === "forest") {
    if (among(P.narek)) mods.push({ label: "to the forest with Narek Ok", value: 4, rule: "SYN-P.52" });
    else mods.push({ label: "to a forest", value: 2, rule: "SYN-T.FLIGHT" });
  }
  if (people.length > 0 && people.every((i) => hasHorse(rules, s, i))) mods.push({ label: "all on horses", value: 3, rule: "SYN-T.FLIGHT" });
  const a = squadsAt(rules, s, from).length > 0;
  const b = squadsAt(rules, s, to).length > 0;
  if (a && b) mods.push({ label: "King's Men at both ends", value: -6, rule: "SYN-T.FLIGHT" });
  else if (a || b) mods.push({ label: a ? "King's Men where they fled from" : "King's Men where they fled to", value: -4, rule: "SYN-T.FLIGHT" });
  return mods;
}

/** The Fealty Table's modifiers (SYN-T.FEALTY, SYN-13.2) for the Royal Party in `town`. */
export function fealtyModifiers(rules: SyndromeRules, s: State, town: string): Modifier[] {
  const mods: Modifier[] = [];
  if (s.royalMorale !== 0) mods.push({ label: `Royal Morale ${s.royalMorale}`, value: s.royalMorale, rule: "SYN-T.FEALTY" });
  let count = 0;
  s.people.forEach((p, i) => {
    const kind = rules.counters[i]!.kind;
    if ((kind === "neutral" || kind === "royalist" || kind === "cleric") && p.at === town && isFree(p) && !p.injured && p.sanctuary === 0) count++;
  });
  if (count > 0) mods.push({ label: `${count} of your neutrals, Royalists or Clerics in the town`, value: -count, rule: "SYN-T.FEALTY" });
  return mods;
}
