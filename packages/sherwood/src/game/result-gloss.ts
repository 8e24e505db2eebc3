// What the result codes of the Combat Tables and the missile damage tables mean (SHW-3.4, SHW-5,
// SHW-6.1 to SHW-6.4), in a few words: the effects `resultEffects` gives each code.

const GLOSSES: Readonly<Record<string, string>> = {
  "-": "no effect",
  R1: "retreat 1 hex",
  R2: "retreat 2 hexes",
  S: "stunned",
  W: "wounded",
  K: "killed",
  DS: "dismounted and stunned",
  DW: "dismounted and wounded",
  H: "horse killed, rider stunned",
  AR1: "attackers retreat 1 hex",
  AS: "attackers stunned",
  AW: "attackers wounded",
};

/**
 * What a result code of the Combat Tables or the missile damage tables means, in a few words, for a
 * front end to show beside the code: `K` "killed", `W` "wounded", `S` "stunned", `R1` "retreat 1 hex",
 * `R2` "retreat 2 hexes", `DS` "dismounted and stunned", `DW` "dismounted and wounded", `H` "horse
 * killed, rider stunned", `AR1` "attackers retreat 1 hex", `AS` "attackers stunned", `AW` "attackers
 * wounded", `-` "no effect" (SHW-6.1 to SHW-6.4). The results that are words already (the roll to hit's
 * `hit` and `miss`, the jump roll's `landed`, the initiation rules' `killed`) and anything else have none.
 *
 * @param code - a result of {@link FOOT_COMBAT_RESULTS}, {@link MOUNTED_COMBAT_RESULTS} or {@link MISSILE_RESULTS}
 * @returns its meaning, or `undefined` for a result that needs none or is not a code
 * @example
 * ```ts
 * import { resultGloss } from "@tt/sherwood";
 * resultGloss("K"); // "killed"
 * resultGloss("R1"); // "retreat 1 hex"
 * resultGloss("hit"); // undefined
 * ```
 */
export function resultGloss(code: string): string | undefined {
  return typeof code === "string" && Object.hasOwn(GLOSSES, code) ? GLOSSES[code] : undefined;
}
