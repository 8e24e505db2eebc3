import { useLayoutEffect, useRef, useState } from "preact/hooks";
import type { GameDef } from "../session/game-def";

/** Menus longer than this are shown by group first, when the game groups its actions (as `tt play` does). */
const MENU_LIMIT = 12;

interface Props {
  readonly def: GameDef;
  readonly actions: readonly unknown[];
  /** The deciding player's view, for the game's labels. */
  readonly view: unknown;
  /** The odds of the roll each action leads to, or null. */
  readonly odds: (action: unknown) => string | null;
  readonly onPick: (action: unknown) => void;
  /** The action whose button the pointer is over or the keyboard is on (null: none), for the board's preview. */
  readonly onFocusAction?: (action: unknown) => void;
  readonly disabled?: boolean;
}

interface Group {
  readonly heading: string;
  readonly label: string;
  readonly indexes: number[];
}

/** Groups of a long menu, by the game's `actionGroup` (heading, then submenu), in the order their first actions come. */
function groupsOf(def: GameDef, actions: readonly unknown[], view: unknown): Group[] | null {
  if (def.groupAction === undefined || actions.length <= MENU_LIMIT) return null;
  const groups = new Map<string, Group>();
  actions.forEach((action, i) => {
    const { heading, label } = def.groupAction!(action, view);
    const key = `${heading}\u0000${label}`;
    const group = groups.get(key);
    if (group) group.indexes.push(i);
    else groups.set(key, { heading, label, indexes: [i] });
  });
  return groups.size > 1 ? [...groups.values()] : null;
}

function ActionButton({ label, odds, onClick, onFocus, disabled }: { label: string; odds: string | null; onClick: () => void; onFocus: (on: boolean) => void; disabled: boolean | undefined }) {
  return (
    <button
      type="button"
      class="action"
      onClick={onClick}
      onFocus={() => onFocus(true)}
      onBlur={() => onFocus(false)}
      onMouseEnter={() => onFocus(true)}
      onMouseLeave={() => onFocus(false)}
      disabled={disabled}
      aria-label={odds ? `${label} (${odds})` : label}
    >
      <span>{label}</span>
      {odds ? <span class="odds">{odds}</span> : null}
    </button>
  );
}

/**
 * A decision's actions as buttons, labelled in the game's words with the odds of the roll each
 * leads to. A long menu (the Syndrome's Rebel Actions) comes by group: headings ("Move", "Raid"),
 * then a submenu of the group's actions, with a way back.
 */
export function ActionMenu({ def, actions, view, odds, onPick, onFocusAction, disabled }: Props) {
  const [open, setOpen] = useState<string | null>(null);
  const menu = useRef<HTMLDivElement>(null);
  // Where the keyboard goes when a submenu opens or closes (the buttons pressed are gone):
  // "" for the submenu's first action, else the key of the group to come back to.
  const refocus = useRef<string | null>(null);
  // A layout effect: the focus is where it belongs before the next key is read.
  useLayoutEffect(() => {
    const target = refocus.current;
    refocus.current = null;
    if (target === null || menu.current === null) return;
    const buttons = [...menu.current.querySelectorAll("button")];
    (target === "" ? buttons[0] : buttons.find((b) => b.dataset["group"] === target))?.focus();
  }, [open]);
  const show = (key: string | null) => {
    refocus.current = key === null ? open : "";
    setOpen(key);
  };
  const groups = groupsOf(def, actions, view);
  const button = (i: number) => (
    <ActionButton
      key={i}
      label={def.labelAction(actions[i], view)}
      odds={odds(actions[i])}
      onClick={() => onPick(actions[i])}
      onFocus={(on) => onFocusAction?.(on ? actions[i] : null)}
      disabled={disabled}
    />
  );
  if (groups === null)
    return (
      <div class="actions" data-testid="actions">
        {actions.map((_, i) => button(i))}
      </div>
    );
  const chosen = groups.find((g) => `${g.heading}:${g.label}` === open);
  if (chosen && chosen.indexes.length > 1) {
    return (
      <div class="actions" data-testid="actions" ref={menu}>
        <h3 class="submenu">{chosen.label}</h3>
        {chosen.indexes.map(button)}
        <button type="button" class="back" onClick={() => show(null)}>
          ← Back to all actions
        </button>
      </div>
    );
  }
  const headings = [...new Set(groups.map((g) => g.heading))];
  return (
    <div class="actions grouped" data-testid="actions" ref={menu}>
      {headings.map((heading) => (
        <fieldset key={heading}>
          <legend>{heading}</legend>
          {groups
            .filter((g) => g.heading === heading)
            .map((g) =>
              g.indexes.length === 1 ? (
                button(g.indexes[0]!)
              ) : (
                <button key={g.label} type="button" class="group" aria-haspopup="true" data-group={`${g.heading}:${g.label}`} onClick={() => show(`${g.heading}:${g.label}`)} disabled={disabled}>
                  {g.label} <span class="count">({g.indexes.length} choices)</span>
                </button>
              ),
            )}
        </fieldset>
      ))}
    </div>
  );
}
