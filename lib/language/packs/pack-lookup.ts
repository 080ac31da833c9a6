// Reading a set of language packs through the line of capabilities each declares: the shared
// packs' words, rubrics and texts (./registry.ts, ./rubric-registry.ts, ./text-registry.ts, by
// ./provides.ts) and the ws-server's packs (ws-server/language/packs/registry.ts) are read the
// same way, so a capability a pack holds but does not declare is never used.
import { AUTO_LANGUAGE, primaryLanguage } from '../languages';

export function packLookup<P extends { code: string }, C extends keyof P & string>(packs: readonly P[], provides: Readonly<Record<string, readonly string[]>>) {
  const byCode = new Map(packs.map((p) => [p.code, p]));
  /** The pack of a tag's language ("pt-BR" reads Portuguese); none for "auto" or a language we do not list. */
  const pack = (tag: string | undefined | null): P | undefined => (tag && tag !== AUTO_LANGUAGE ? byCode.get(primaryLanguage(tag)) : undefined);
  /** One capability of a tag's language, when its pack provides it. */
  const data = <K extends C>(tag: string | undefined | null, capability: K): NonNullable<P[K]> | undefined => {
    const found = pack(tag);
    return found && provides[found.code]?.includes(capability) ? (found[capability] ?? undefined) : undefined;
  };
  /** Every language that provides a capability, with its data, in the packs' order. */
  const withCapability = <K extends C>(capability: K): { code: string; data: NonNullable<P[K]> }[] =>
    packs.flatMap((p) => {
      const found = data(p.code, capability);
      return found === undefined ? [] : [{ code: p.code, data: found }];
    });
  return { pack, data, withCapability };
}
