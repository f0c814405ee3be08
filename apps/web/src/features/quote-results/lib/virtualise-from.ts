/** Up to this many rates render plainly; longer lists render only what is on screen (docs/decisions/057). */
export const virtualiseFrom = 20;
