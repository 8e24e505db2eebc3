import type { TtIssue } from "@tt/engine";
import { WarpQuestError } from "./errors";
import { deckLists, type DeckLists } from "./rules/draw";
import type { ChallengeCard, Scenario } from "./scenario";
import type { ChallengeProgress } from "./schemas";
import { END_SPACE, START_SPACE, type State } from "./state";
import { quote } from "./_internal/limits";

/** The most a wound costs (1D6): an officer killed by one is at 1 - 6 Endurance or more (SHP-WOUND). */
const WORST_WOUND = 6;

const decks = (n: number) => `${n} ${n === 1 ? "deck" : "decks"}`;
const own = <T>(record: Readonly<Record<string, T>>, key: string): T | undefined => (Object.hasOwn(record, key) ? record[key] : undefined);

/**
 * Every way `state` breaks what a state of `scenario` always holds: the invariants the
 * conformance tests check after every step, and what `parseState` checks of a snapshot after its
 * schema. Each problem names its JSON path; an empty list means none was found.
 *
 * - the state is of this scenario, its options valid for it (an officer's campaigns, deck changes);
 * - parties `p1`, `p2` ... in order; an officer's Endurance at most his maximum, at least 1 in play
 *   and from -5 to 0 when killed, his attributes the scenario's skills, raised by no more Attribute
 *   rolls than his rank has given, his rank within the campaigns, retired exactly when his career is
 *   done; a party of units holds each of its units at most once and is eliminated exactly when none
 *   is left (WQ-LOSS, SHP-OFFICER, SHP-WOUND, SHP-CAMPAIGN);
 * - the Objective held by a party in play, and only in a scenario that has one (WQ-OBJECTIVE);
 * - one deck state per deck, each position a card of the deck once, the discard pile out of the
 *   draw pile; hands hold aid cards of the scenario, and (drawing from a deck or a cup) no more
 *   copies of a card than are out of its deck and not discarded (WQ-DRAW, WQ-AID);
 * - the pending step names a party in play, a deck that exists, a challenge card, a check it has
 *   and a skill that answers it, aid cards, a Heal card, opponents on the same space; a result
 *   exactly when the game is over.
 *
 * @param scenario - the compiled scenario the state plays (`game.scenario`)
 * @param state - a state that has passed `stateSchema`
 * @returns every problem found, each with its JSON path
 * @example
 * ```ts
 * import { invariantProblems, sharpe } from "@tt/warpquest";
 * const state = sharpe.setup(sharpe.parseOptions({}));
 * invariantProblems(sharpe.scenario, state); // []
 * ```
 */
export function invariantProblems(scenario: Scenario, state: State): TtIssue[] {
  const issues: TtIssue[] = [];
  const report = (message: string, path: string) => {
    issues.push({ path, message });
  };
  if (state.scenario !== scenario.id) {
    report(`a snapshot of the scenario ${quote(state.scenario)}, not of ${quote(scenario.id)}`, "scenario");
    return issues;
  }
  const data = scenario.data;
  const party = data.party;
  const officer = party.kind === "officer";
  const parties = state.parties;
  const { rules } = state;
  const campaigns = officer ? party.ranks.length - 1 : 0;
  // (A party of units ignores the option.)
  if (officer && (rules.campaigns < 1 || rules.campaigns > campaigns)) report(`${scenario.name} plays 1 to ${campaigns} campaigns, not ${rules.campaigns}`, "rules.campaigns");
  let lists: DeckLists | undefined;
  try {
    lists = deckLists(scenario, rules.deckChanges);
  } catch (error) {
    if (!(error instanceof WarpQuestError)) throw error;
    report(error.message, `rules.${error.path}`);
  }

  const active = (i: number) => parties[i]?.status === "active";
  parties.forEach((p, i) => {
    const at = `parties[${i}]`;
    if (p.player !== `p${i + 1}`) report(`party ${i + 1} is "p${i + 1}", not ${quote(p.player)}`, `${at}.player`);
    if (officer) {
      if (p.status === "eliminated") report("an officer is killed or retires, he is not eliminated", `${at}.status`);
      if (p.units.length > 0) report("an officer has no units", `${at}.units`);
      if (p.endurance > p.maxEndurance) report(`Endurance ${p.endurance} is above the maximum ${p.maxEndurance}`, `${at}.endurance`);
      else if (p.status === "killed" ? p.endurance > 0 || p.endurance <= -WORST_WOUND : p.endurance < 1)
        report(
          p.status === "killed" ? `a killed officer is at 0 Endurance or a wound below it, not ${p.endurance}` : `an officer in play has Endurance 1 or more, not ${p.endurance}`,
          `${at}.endurance`,
        );
      let raised = p.maxEndurance - party.endurance;
      if (raised < 0) report(`Endurance starts at ${party.endurance} and only rises, not ${p.maxEndurance}`, `${at}.maxEndurance`);
      for (const skill of data.skills) if (!Object.hasOwn(p.skills, skill)) report(`the officer has no ${quote(skill)} attribute`, `${at}.skills`);
      for (const [skill, value] of Object.entries(p.skills)) {
        if (!data.skills.includes(skill)) report(`${quote(skill)} is not a skill of ${scenario.name}`, `${at}.skills.${skill}`);
        else if (value < 0) report(`an attribute is 0 or more, not ${value}`, `${at}.skills.${skill}`);
        else raised += value;
      }
      if (state.step.kind === "attribute" && state.step.player === i) raised += state.step.left;
      if (raised > party.attributeRolls + party.promotionRolls * p.rank)
        report(`more Attribute rolls than ${party.attributeRolls + party.promotionRolls * p.rank} (at rank ${p.rank}) have raised the attributes`, `${at}.skills`);
      if (p.rank > rules.campaigns || (p.status === "retired") !== p.rank >= rules.campaigns)
        report(`rank ${p.rank} with ${rules.campaigns} campaigns to play: an officer retires when his career is done`, `${at}.rank`);
    } else {
      if (p.status === "killed" || p.status === "retired") report("a party of units is eliminated, never killed or retired", `${at}.status`);
      else if ((p.status === "eliminated") !== (p.units.length === 0)) report("a party is eliminated exactly when no unit is left", `${at}.units`);
      p.units.forEach((unit, k) => {
        if (unit >= party.units.length || p.units.indexOf(unit) !== k) report(`unit ${unit} is not one of the party's ${party.units.length} units, or is listed twice`, `${at}.units[${k}]`);
      });
      if (p.endurance !== 0 || p.maxEndurance !== 0 || p.rank !== 0 || Object.keys(p.skills).length > 0) report("a party of units has no Endurance, attributes or rank", `${at}.endurance`);
    }
    p.hand.forEach((id, k) => {
      const card = own(scenario.cards, id);
      if (card?.kind !== "aid") report(`${quote(id)} is not an aid card of ${scenario.name}`, `${at}.hand[${k}]`);
      else if (lists !== undefined && own(lists.home, id) === undefined && !lists.lists.some((list) => list.includes(id))) report(`${quote(id)} is in none of the game's decks`, `${at}.hand[${k}]`);
    });
  });
  if (state.turn >= parties.length) report(`there are ${parties.length} parties`, "turn");
  const holder = state.objective.holder;
  if (holder !== null && (!data.objective || !active(holder)))
    report(data.objective ? `the Objective is held by a party in play, not party ${holder + 1}` : `${scenario.name} has no Objective`, "objective.holder");

  if (lists !== undefined) {
    if (state.decks.length !== lists.lists.length) report(`${scenario.name} has ${decks(lists.lists.length)}, not ${state.decks.length}`, "decks");
    state.decks.forEach((deck, d) => {
      const size = lists.lists[d]?.length ?? 0;
      deck.out.forEach((p, k) => {
        if (p >= size || deck.out.indexOf(p) !== k) report(`position ${p} is not a card of a deck of ${size}, or is out twice`, `decks[${d}].out[${k}]`);
      });
      deck.discard.forEach((p, k) => {
        if (!deck.out.includes(p) || deck.discard.indexOf(p) !== k) report(`position ${p} is not out of the draw pile, or is discarded twice`, `decks[${d}].discard[${k}]`);
      });
    });
    if ((rules.draw === "deck" || rules.draw === "cup") && state.decks.length === lists.lists.length) checkHands(state, lists, report);
  }

  const step = state.step;
  if ((step.kind === "over") !== (state.result !== null))
    report(`step "${step.kind}" with ${state.result === null ? "no result" : "a result"}: a game has a result exactly when it is over`, "step.kind");
  if (state.result !== null) {
    const { winner, officers } = state.result;
    if (winner !== null && !parties.some((p) => p.player === winner)) report(`${quote(winner)} is not a player`, "result.winner");
    if (officers.length !== (officer ? parties.length : 0) || officers.some((o, k) => o.player !== parties[k]?.player))
      report(officer ? "the result lists every officer, in order" : "a party of units has no officers", "result.officers");
  }
  if (step.kind === "over") return issues;
  const i = step.player;
  if (!active(i)) {
    report(parties[i] === undefined ? `there are ${parties.length} parties` : `${parties[i]!.player} is not in play`, "step.player");
    return issues;
  }
  const me = parties[i]!;
  const opponent = (j: number, path: string) => {
    if (j === i || !active(j) || parties[j]!.position !== me.position || me.position === START_SPACE || me.position === END_SPACE)
      report(`party ${j + 1} cannot be confronted: an opponent is another party in play on the mover's space, 2 to 29`, path);
  };
  const deckIndex = (d: number, path: string) => {
    if (lists !== undefined && (d < 0 || d >= lists.lists.length)) report(`${scenario.name} has ${decks(lists.lists.length)}`, path);
  };
  switch (step.kind) {
    case "attribute":
      if (!officer) report("only an officer rolls on the Attribute Table", "step.kind");
      else if (step.left > (step.reason === "creation" ? party.attributeRolls : party.promotionRolls)) report(`more Attribute rolls left than ${step.reason} gives`, "step.left");
      break;
    case "move-reroll":
    case "direction":
      if (step.roll < 1 || step.roll > 6) report(`a move roll is 1 to 6, not ${step.roll}`, "step.roll");
      if (step.kind === "move-reroll" && me.experience < 1) report("a reroll needs an Experience Token", "step.kind");
      if (step.kind === "direction" && (holder === null || holder === i)) report("a direction is chosen only while another party holds the Objective", "step.kind");
      break;
    case "confront-target":
      if (step.targets.length < 2) report("a choice of opponent needs two or more", "step.targets");
      for (const [k, j] of step.targets.entries()) {
        if (step.targets.indexOf(j) !== k) report("an opponent is listed twice", `step.targets[${k}]`);
        else opponent(j, `step.targets[${k}]`);
      }
      break;
    case "confront-skill":
    case "confront-roll":
      opponent(step.opponent, "step.opponent");
      if (step.kind === "confront-roll") {
        if (!data.confrontation.skills.includes(step.skill)) report(`${quote(step.skill)} is not a confrontation skill`, "step.skill");
        if (step.playerRoll < 0 || step.playerRoll > 10) report(`a confrontation roll is 1 to 10, not ${step.playerRoll}`, "step.playerRoll");
      }
      break;
    case "draw":
      deckIndex(step.deck, "step.deck");
      break;
    case "choose-skill":
    case "skill-roll":
    case "skill-reroll":
    case "aid":
    case "challenge-roll":
      deckIndex(step.challenge.deck, "step.challenge.deck");
      checkChallenge(scenario, step.kind, step.challenge, me.experience, report);
      break;
    case "heal": {
      const card = own(scenario.cards, step.card);
      if (card?.kind !== "aid" || !card.heal) report(`${quote(step.card)} is not a Heal card`, "step.card");
      break;
    }
    case "wound":
      if (!officer) report("only an officer is wounded", "step.kind");
      break;
    case "lose-unit":
      if (officer || new Set(me.units.map((u) => party.units[u]?.name)).size < 2) report("a choice of unit needs a party of units with two kinds left", "step.kind");
      break;
  }
  return issues;
}

/** In a game drawing from a deck or a cup, each card in hand is out of its deck and not discarded, one copy each. */
function checkHands(state: State, lists: DeckLists, report: (message: string, path: string) => void): void {
  const left = state.decks.map((deck, d) => {
    const count = new Map<string, number>();
    for (const p of deck.out) if (!deck.discard.includes(p)) count.set(lists.lists[d]![p]!, (count.get(lists.lists[d]![p]!) ?? 0) + 1);
    return count;
  });
  state.parties.forEach((p, i) => {
    p.hand.forEach((id, k) => {
      const d = own(lists.home, id);
      // (A card of no deck is reported as such.)
      if (d === undefined) return;
      const count = left[d]?.get(id) ?? 0;
      if (count < 1) report(`${quote(id)} is held, but no copy of it is out of its deck and not discarded`, `parties[${i}].hand[${k}]`);
      else left[d]!.set(id, count - 1);
    });
  });
}

function checkChallenge(scenario: Scenario, kind: string, progress: ChallengeProgress, experience: number, report: (message: string, path: string) => void): void {
  const card = own(scenario.cards, progress.card);
  if (card?.kind !== "challenge") {
    report(`${quote(progress.card)} is not a challenge card of ${scenario.name}`, "step.challenge.card");
    return;
  }
  const check = (card as ChallengeCard).checks[progress.check];
  if (check === undefined) {
    report(`${card.name} has ${card.checks.length} checks`, "step.challenge.check");
    return;
  }
  if (kind === "choose-skill" ? check.length < 2 || progress.skill !== null : progress.skill === null || !check.includes(progress.skill))
    report(kind === "choose-skill" ? "a choice of skill needs a check of two or more, none chosen yet" : `${quote(progress.skill)} does not answer ${card.name}'s check`, "step.challenge.skill");
  if (kind === "skill-reroll" || kind === "aid" || kind === "challenge-roll" ? progress.roll < 1 : kind === "choose-skill" && progress.roll !== 0)
    report(`a skill roll of ${progress.roll} here`, "step.challenge.roll");
  if (kind === "skill-reroll" && experience < 1) report("a reroll needs an Experience Token", "step.kind");
  progress.aids.forEach((id, k) => {
    const aid = own(scenario.cards, id);
    if (aid?.kind !== "aid" || aid.heal) report(`${quote(id)} is not an aid card that adds to a check`, `step.challenge.aids[${k}]`);
  });
}
