import type { Action, Outcome, SyndromeRules, SyndromeView } from "../index";
import { personName, placeName } from "./names";

/**
 * The headings a menu of Syndrome actions may be grouped under, in the order of a turn: setup,
 * the actions of section 8 and section 9, the "you choose which" answers, Expenses (section 11), the end of
 * Rebel Actions.
 *
 * @example
 * ```ts
 * import { ACTION_HEADINGS } from "@tt/syndrome";
 * ACTION_HEADINGS.includes("Beam down"); // true
 * ```
 */
export const ACTION_HEADINGS = [
  "Setup",
  "Beam down",
  "Beam up",
  "Move",
  "Recruit",
  "Donations",
  "Aid the poor",
  "Raid",
  "Horses",
  "Heal",
  "Sanctuary",
  "Preach",
  "Free prisoners",
  "Choose",
  "Expenses",
  "End actions",
] as const;
/**
 * One of {@link ACTION_HEADINGS}.
 *
 * @example
 * ```ts
 * import type { ActionHeading } from "@tt/syndrome";
 * const heading: ActionHeading = "Recruit";
 * ```
 */
export type ActionHeading = (typeof ACTION_HEADINGS)[number];

/**
 * Where an action belongs in a long menu: its `heading` ({@link ACTION_HEADINGS}) and a
 * narrower `label` naming who acts or what is aimed at ("Kirk beams down", "recruit Jink in
 * Trott"). Actions with equal labels form one submenu.
 *
 * @example
 * ```ts
 * import type { ActionGroup } from "@tt/syndrome";
 * const group: ActionGroup = { heading: "Beam down", label: "Kirk beams down" };
 * ```
 */
export interface ActionGroup {
  readonly heading: ActionHeading;
  readonly label: string;
}

function counterOf(rules: SyndromeRules, id: string) {
  try {
    return rules.person(id);
  } catch {
    return undefined;
  }
}

/** Where a person is, as the player sees it (undefined without a view or for a counter the view does not show). */
function placeOf(view: SyndromeView | undefined, person: string): string | undefined {
  return view?.people.find((p) => p.id === person)?.at;
}

function targetName(rules: SyndromeRules, id: string): string {
  return counterOf(rules, id)?.kind === "squad" ? `the ${personName(rules, id)} squad` : personName(rules, id);
}

/**
 * A short label for an action, for a numbered menu or a button: "Kirk beams down to Trott",
 * "Uhura tries to recruit Jink", "spend 3 gold". With the player's `view`, labels say where
 * people are ("Kirk moves from Trott to Castle Dil"); a person the view does not show (a
 * hidden prisoner) is never named.
 *
 * @param rules - the compiled data (`syndrome.rules`)
 * @param action - an action of `next(state).actions`
 * @param view - the player's view (`syndrome.view(state, "player")`), for where people are
 * @returns the label
 * @see SYN-8.9
 * @example
 * ```ts
 * import { actionLabel, syndrome } from "@tt/syndrome";
 * actionLabel(syndrome.rules, { type: "beam-down", person: "kirk", to: "trott" }); // "Kirk beams down to Trott"
 * ```
 */
export function actionLabel(rules: SyndromeRules, action: Action, view?: SyndromeView): string {
  const name = (id: string) => personName(rules, id);
  const space = (id: string) => placeName(rules, id);
  const at = (person: string, word: string) => {
    const where = placeOf(view, person);
    return where ? ` ${word} ${space(where)}` : "";
  };
  switch (action.type) {
    case "place-neutral":
      return `place a free neutral in ${space(action.space)}`;
    case "end-actions":
      return "end Rebel Actions";
    case "beam-down":
      return `${name(action.person)} beams down to ${space(action.to)}`;
    case "beam-up":
      return `${name(action.person)} beams up`;
    case "move":
      return `${name(action.person)} moves${at(action.person, "from")} to ${space(action.to)}`;
    case "river-travel":
      return `Thomas Rupine's party travels by river or sea to ${space(action.to)}`;
    case "free-horse":
      return `${name(action.person)} frees the horse`;
    case "recruit":
      return `${name(action.recruiter)} tries to recruit ${targetName(rules, action.target)}`;
    case "spend":
      return `spend ${action.gold} gold`;
    case "request-donations":
      return `${name(action.requester)} asks for donations${at(action.requester, "in")}`;
    case "aid-poor":
      return `aid the poor in ${space(action.space)} with ${action.gold} gold`;
    case "raid":
      return `${name(action.leader)} leads a raid${at(action.leader, "on")}`;
    case "phasers":
      return action.use ? "use phasers (+5, Witchcraft +1)" : "no phasers";
    case "buy-horses":
      return `buy horses in ${space(action.space)}`;
    case "steal-horses":
      return `steal horses in ${space(action.space)}`;
    case "heal":
      return `heal ${action.patients.map(name).join(", ")}${action.kit ? " with McCoy's medical kit" : ""}`;
    case "request-sanctuary":
      return `${name(action.requester)} asks for sanctuary`;
    case "decline-sanctuary":
      return "flee without asking for sanctuary";
    case "preach":
      return `Brother Gerald preaches: ${action.track === "witchcraft" ? "Witchcraft" : "Royal Morale"} -1`;
    case "free-prisoners":
      return `${name(action.person)} frees his prisoners`;
    case "choose-person": {
      if (view !== undefined && placeOf(view, action.person) === undefined && counterOf(rules, action.person)?.kind !== "squad") return "choose a hidden prisoner";
      return `choose ${targetName(rules, action.person)}`;
    }
    case "choose-space":
      return `choose ${space(action.space)}`;
    case "beam-supplies":
      return "beam down supplies (+4 gold, Witchcraft +1)";
    case "starve":
      return `let ${space(action.space)} starve`;
    default: {
      const unreachable: never = action;
      return JSON.stringify(unreachable);
    }
  }
}

/**
 * The menu group of an action ({@link ActionGroup}): a front end with a long menu (some 60
 * beam-down choices on turn 1) lists the groups first, then the actions of the chosen one.
 *
 * @param rules - the compiled data (`syndrome.rules`)
 * @param action - an action of `next(state).actions`
 * @param view - the player's view, for where people are
 * @returns its heading and group label
 * @example
 * ```ts
 * import { actionGroup, syndrome } from "@tt/syndrome";
 * actionGroup(syndrome.rules, { type: "beam-down", person: "kirk", to: "trott" }); // { heading: "Beam down", label: "Kirk beams down" }
 * ```
 */
export function actionGroup(rules: SyndromeRules, action: Action, view?: SyndromeView): ActionGroup {
  const name = (id: string) => personName(rules, id);
  const where = (person: string) => {
    const at = placeOf(view, person);
    return at ? ` in ${placeName(rules, at)}` : "";
  };
  const group = (heading: ActionHeading, label: string): ActionGroup => ({ heading, label });
  switch (action.type) {
    case "place-neutral":
      return group("Setup", "place a free neutral");
    case "end-actions":
      return group("End actions", actionLabel(rules, action, view));
    case "beam-down":
      return group("Beam down", `${name(action.person)} beams down`);
    case "beam-up":
      return group("Beam up", actionLabel(rules, action, view));
    case "move": {
      const from = placeOf(view, action.person);
      return group("Move", `${name(action.person)} moves${from ? ` from ${placeName(rules, from)}` : ""}`);
    }
    case "river-travel":
      return group("Move", "Thomas Rupine's party travels by river or sea");
    case "free-horse":
      return group("Move", actionLabel(rules, action, view));
    case "recruit":
      return group("Recruit", `recruit ${targetName(rules, action.target)}${where(action.recruiter)}`);
    case "spend":
      return group("Recruit", "spend gold");
    case "request-donations":
      return group("Donations", `ask for donations${where(action.requester)}`);
    case "aid-poor":
      return group("Aid the poor", `aid the poor in ${placeName(rules, action.space)}`);
    case "raid":
      return group("Raid", `raid${where(action.leader)}`);
    case "phasers":
      return group("Raid", actionLabel(rules, action, view));
    case "buy-horses":
    case "steal-horses":
      return group("Horses", actionLabel(rules, action, view));
    case "heal":
      return group("Heal", `heal${where(action.patients[0]!)}`);
    case "request-sanctuary":
      return group("Sanctuary", `ask for sanctuary${where(action.requester)}`);
    case "decline-sanctuary":
      return group("Sanctuary", actionLabel(rules, action, view));
    case "preach":
      return group("Preach", actionLabel(rules, action, view));
    case "free-prisoners":
      return group("Free prisoners", actionLabel(rules, action, view));
    case "choose-person":
    case "choose-space":
      return group("Choose", actionLabel(rules, action, view));
    case "beam-supplies":
    case "starve":
      return group("Expenses", actionLabel(rules, action, view));
    default: {
      const unreachable: never = action;
      return group("Choose", JSON.stringify(unreachable));
    }
  }
}

/**
 * A short label for a chance outcome, for a person entering a roll or a draw: a d10's face
 * (`"10"` for a printed 0), a drawn counter's name. A blind draw by index (`#26`, paragraph
 * 109's "without looking") is never named.
 *
 * @param rules - the compiled data (`syndrome.rules`)
 * @param outcome - an outcome of a chance step
 * @returns the label
 * @see SYN-2.4
 * @example
 * ```ts
 * import { outcomeLabel, syndrome } from "@tt/syndrome";
 * outcomeLabel(syndrome.rules, { type: "die", face: 7 }); // "7"
 * outcomeLabel(syndrome.rules, { type: "draw", person: "#26" }); // "a prisoner chosen blind"
 * ```
 */
export function outcomeLabel(rules: SyndromeRules, outcome: Outcome): string {
  if (outcome.type === "die") return String(outcome.face);
  if (outcome.person.startsWith("#")) return "a prisoner chosen blind";
  return personName(rules, outcome.person);
}
