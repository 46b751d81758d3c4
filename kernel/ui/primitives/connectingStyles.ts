/**
 * The panel of a step that waits on someone (connecting to a wallet, pairing, signing, confirming a code): a
 * centred column. No first open shows one, so it is not in the shell's stylesheet: a view that shows one adopts
 * it with useStyles.
 */
export const CONNECTING_CSS = /* css */ `
.pt-connecting { display: grid; justify-items: center; gap: 10px; padding: 12px 0 4px; text-align: center; }
`
