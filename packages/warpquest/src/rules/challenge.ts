import type { Modifier } from "@tt/tables";
import type { Tx } from "../_internal/tx";
import type { AidCard, ChallengeCard, Scenario } from "../scenario";
import type { ChallengeProgress, Party } from "../schemas";
import { discardToHome, startDraw } from "./draw";
import { loseUnit } from "./loss";
import { endTurn } from "./turn";

/** The party's bonus in `skill`: an officer's attribute, or the sum over surviving units. @see WQ-CHECK */
export function skillBonus(scenario: Scenario, party: Party, skill: string): number {
  const data = scenario.data.party;
  // Own keys only: a skill named "toString" finds nothing of Object.prototype.
  if (data.kind === "officer") return Object.hasOwn(party.skills, skill) ? party.skills[skill]! : 0;
  let total = 0;
  for (const unit of party.units) {
    const skills = data.units[unit]!.skills;
    if (Object.hasOwn(skills, skill)) total += skills[skill]!;
  }
  return total;
}

/** Whether aid card `aid` adds to a check of `skill` against `card`. @see SHP-AID @see WQ-AID */
function aidApplies(aid: AidCard, card: ChallengeCard, skill: string): boolean {
  if (aid.heal) return false;
  return aid.skills.includes(skill) || (card.category !== null && aid.categories.includes(card.category));
}

/** The aid cards in `party`'s hand that could be discarded for this check (each id once). */
export function applicableAids(scenario: Scenario, party: Party, progress: ChallengeProgress): string[] {
  const card = scenario.cards[progress.card] as ChallengeCard;
  const found: string[] = [];
  for (const id of party.hand) {
    if (!found.includes(id) && aidApplies(scenario.cards[id] as AidCard, card, progress.skill!)) found.push(id);
  }
  return found;
}

/** What a card drawn from deck `deck` does: an aid card goes to the hand and the turn ends, a challenge is faced. @see WQ-AID @see WQ-CHECK */
export function takeDrawnCard(tx: Tx, i: number, card: string, deck: number): void {
  if (tx.scenario.cards[card]!.kind === "aid") {
    const party = tx.party(i);
    party.hand = [...party.hand, card];
    tx.emit({ type: "aid-to-hand", player: tx.name(i), card, rule: "WQ-AID" });
    endTurn(tx);
  } else {
    startChallenge(tx, i, card, deck);
  }
}

/** Faces challenge card `card` in the Challenge phase. @see WQ-CHECK */
function startChallenge(tx: Tx, i: number, card: string, deck: number): void {
  beginCheck(tx, i, { card, deck, check: 0, skill: null, roll: 0, aids: [] });
}

/** Starts check `progress.check`: asks for the skill when the card lists several ("or"). @see SHP-CHALLENGE */
function beginCheck(tx: Tx, i: number, progress: ChallengeProgress): void {
  const card = tx.scenario.cards[progress.card] as ChallengeCard;
  const alternatives = card.checks[progress.check]!;
  if (alternatives.length > 1) tx.s.step = { kind: "choose-skill", player: i, challenge: progress };
  else tx.s.step = { kind: "skill-roll", player: i, challenge: { ...progress, skill: alternatives[0]! } };
}

/** After a skill roll is seen: offer an Experience Token reroll, then aid cards. @see WQ-XP */
export function afterSkillRoll(tx: Tx, i: number, progress: ChallengeProgress): void {
  if (tx.read(i).experience > 0) tx.s.step = { kind: "skill-reroll", player: i, challenge: progress };
  else offerAids(tx, i, progress);
}

/** Offers the aid cards that apply, or goes on to the challenge roll. @see WQ-AID */
export function offerAids(tx: Tx, i: number, progress: ChallengeProgress): void {
  if (applicableAids(tx.scenario, tx.read(i), progress).length > 0) tx.s.step = { kind: "aid", player: i, challenge: progress };
  else tx.s.step = { kind: "challenge-roll", player: i, challenge: progress };
}

/** Discards aid card `id` for this check's skill roll. @see WQ-AID */
export function playAid(tx: Tx, i: number, progress: ChallengeProgress, id: string): void {
  const party = tx.party(i);
  const at = party.hand.indexOf(id);
  party.hand = [...party.hand.slice(0, at), ...party.hand.slice(at + 1)];
  const aid = tx.scenario.cards[id] as AidCard;
  tx.emit({ type: "aid-played", player: tx.name(i), card: id, bonus: aid.bonus, rule: "WQ-AID" });
  discardToHome(tx, i, id);
  offerAids(tx, i, { ...progress, aids: [...progress.aids, id] });
}

/** The labelled modifiers of a skill roll: the party's skill bonus and each discarded aid. @see WQ-CHECK */
function skillModifiers(scenario: Scenario, party: Party, progress: ChallengeProgress): Modifier[] {
  const skill = progress.skill!;
  const modifiers: Modifier[] = [{ label: `${skill} bonus`, value: skillBonus(scenario, party, skill), rule: "WQ-CHECK" }];
  for (const id of progress.aids) {
    const aid = scenario.cards[id] as AidCard;
    modifiers.push({ label: `aid: ${aid.name}`, value: aid.bonus, rule: "WQ-AID" });
  }
  return modifiers;
}

/** Resolves a check with challenge roll `face`: won when challenge total <= skill total. @see WQ-CHECK */
export function resolveCheck(tx: Tx, i: number, progress: ChallengeProgress, face: number): void {
  const card = tx.scenario.cards[progress.card] as ChallengeCard;
  const skillMods = skillModifiers(tx.scenario, tx.read(i), progress);
  let skillTotal = progress.roll;
  for (const m of skillMods) skillTotal += m.value;
  const challengeMods: Modifier[] = card.difficulty === 0 ? [] : [{ label: "Difficulty Modifier", value: card.difficulty, rule: "WQ-CHECK" }];
  const challengeTotal = face + card.difficulty;
  const won = challengeTotal <= skillTotal;
  tx.emit({
    type: "check",
    player: tx.name(i),
    card: card.id,
    check: progress.check + 1,
    checks: card.checks.length,
    skill: progress.skill!,
    skillRoll: progress.roll,
    skillModifiers: skillMods,
    skillTotal,
    challengeRoll: face,
    challengeModifiers: challengeMods,
    challengeTotal,
    won,
    rule: "WQ-CHECK",
  });
  if (!won) return loseChallenge(tx, i, card);
  if (progress.check + 1 < card.checks.length) return beginCheck(tx, i, { card: card.id, deck: progress.deck, check: progress.check + 1, skill: null, roll: 0, aids: [] });
  winChallenge(tx, i, card);
}

function winChallenge(tx: Tx, i: number, card: ChallengeCard): void {
  tx.emit({ type: "challenge-resolved", player: tx.name(i), card: card.id, won: true, result: card.success, rule: "WQ-CHECK" });
  discardToHome(tx, i, card.id);
  if (tx.s.rules.experience === "every-win" || card.success === "-") {
    const party = tx.party(i);
    party.experience += 1;
    tx.emit({ type: "experience-gained", player: tx.name(i), tokens: party.experience, rule: "WQ-XP" });
  }
  if (card.success === "V") tx.s.step = { kind: "shift", player: i, direction: "ahead", cause: "victory" };
  else if (card.success === "A") startDraw(tx, i, tx.scenario.aidDeck);
  else endTurn(tx);
}

function loseChallenge(tx: Tx, i: number, card: ChallengeCard): void {
  tx.emit({ type: "challenge-resolved", player: tx.name(i), card: card.id, won: false, result: card.fail, rule: "WQ-CHECK" });
  discardToHome(tx, i, card.id);
  if (card.fail === "R") tx.s.step = { kind: "shift", player: i, direction: "back", cause: "retreat" };
  else if (card.fail === "W") {
    if (tx.scenario.data.party.kind === "officer") tx.s.step = { kind: "wound", player: i };
    else loseUnit(tx, i);
  } else tx.s.step = { kind: "loss-table", player: i };
}
