// The `--name value` arguments of the build's Node tools (make_snapshot.mjs, compile_engine.mjs).

/**
 * The options given, each required one present; else the usage line and exit status 2.
 * @param {string[]} argv @param {string[]} required @param {string} usage @returns {Record<string, string>}
 */
export function toolOptions(argv, required, usage) {
  const found = {};
  const fail = () => {
    console.error(`usage: ${usage}`);
    process.exit(2);
  };
  for (let i = 0; i < argv.length; i += 2) {
    if (!argv[i].startsWith("--") || argv[i + 1] === undefined) fail();
    found[argv[i].slice(2)] = argv[i + 1];
  }
  for (const name of required) if (!found[name]) fail();
  return found;
}
