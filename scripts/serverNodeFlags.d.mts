/** The Node.js flags the server runs with (serverNodeFlags.mjs). */
export declare const SERVER_NODE_FLAGS: readonly string[]
