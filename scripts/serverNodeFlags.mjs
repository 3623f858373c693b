/**
 * The Node.js flags the server runs with, as `npm start` passes them (package.json) and as
 * docs/deploy.md asks of every instance: a JavaScript heap of at most 512 MB. V8 sizes its heap's
 * growth to the limit it is given, which on a machine with plenty of memory is several gigabytes:
 * under load the server then kept some 100–150 MB of garbage it could have collected. Its live
 * heap is 60–100 MB (record 0113).
 */
export const SERVER_NODE_FLAGS = ['--max-old-space-size=512']
