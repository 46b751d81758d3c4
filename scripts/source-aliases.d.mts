/** Types of source-aliases.mjs, for the vitest configs. */
export declare function sourceAliases(): { find: RegExp; replacement: string }[]
