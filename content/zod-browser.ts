/**
 * What `./zod` resolves to in browser bundles (next.config.ts, `turbopack.resolveAlias`): a
 * schema builder that builds nothing and accepts everything, so the content a client component
 * imports does not bring zod (about 85 KB minified, a long task to evaluate on a slow phone).
 *
 * The content is checked where it is built: `next build` prerenders every page on the server,
 * where `./zod` is zod, so a bad edit still fails the build, and the unit tests check every
 * content module. The browser gets the same objects, already checked, and `defineContent` hands
 * them back unchanged, which is only right because no content schema changes its data; a unit test
 * (content-unchanged.test.ts) holds that. A builder content uses that is missing here fails the
 * build of the browser bundle, never a page at run time.
 */

type Anything = ((...args: unknown[]) => Anything) & { [key: string]: Anything };

/** Every property and every call gives the same builder back; `safeParse` passes data through. */
const builder: Anything = new Proxy((() => builder) as Anything, {
  get: (_target, key) =>
    key === 'safeParse'
      ? (((data: unknown) => ({ success: true, data })) as unknown as Anything)
      : key === 'then'
        ? undefined
        : builder,
  apply: () => builder,
});

export const object = builder;
export const array = builder;
export const enum_ = builder;
export { enum_ as enum };
export const number = builder;
export const string = builder;
export const literal = builder;
export const record = builder;
export const boolean = builder;
export const url = builder;
export const email = builder;
export const union = builder;
export const discriminatedUnion = builder;
export const iso = builder;
export const config = () => {};
export const prettifyError = () => '';
