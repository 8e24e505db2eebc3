import type { SherwoodRules } from "../rules-data";

/** @internal A piece's name: the character's, "the draft horse", "the carriage" (an animal or cart, numbered ones alike), or the id for anything else (a riderless horse is "Guy's horse"). */
export function nameOf(rules: SherwoodRules, id: string): string {
  if (id.startsWith("horse:")) return `${nameOf(rules, id.slice("horse:".length))}'s horse`;
  const kind = id.replace(/-\d+$/, "");
  for (const find of [() => rules.character(id).name, () => `the ${rules.animal(kind).name.toLowerCase()}`, () => `the ${rules.equipment(kind).name.toLowerCase()}`]) {
    try {
      return find();
    } catch {}
  }
  return id;
}
