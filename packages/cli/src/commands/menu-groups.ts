import type { CliGame } from "../games/registry";

// tt play's long menus: grouped by the game's groupAction (a character, a space), each group then numbered again.

/** Menus longer than this are shown by group first, when the game groups its actions. */
const MENU_LIMIT = 20;

/** The groups of a long menu, in the order their first actions come; null for a flat menu. @internal */
export function menuGroups(game: CliGame, actions: readonly unknown[], state: unknown): { label: string; indexes: number[] }[] | null {
  if (game.groupAction === undefined || actions.length <= MENU_LIMIT) return null;
  const groups = new Map<string, number[]>();
  actions.forEach((action, i) => {
    const label = game.groupAction!(action, state);
    const group = groups.get(label);
    if (group) group.push(i);
    else groups.set(label, [i]);
  });
  if (groups.size <= 1) return null;
  return [...groups].map(([label, indexes]) => ({ label, indexes }));
}
