/**
 * Why the run-time configuration cannot be used. `problems` names each missing or malformed
 * field so the error page can tell an operator exactly what to fix in `source`.
 */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';

  constructor(
    /** Where the configuration was read from, e.g. `/config.json`. */
    readonly source: string,
    readonly problems: readonly string[],
  ) {
    super(`Invalid configuration in ${source}: ${problems.join('; ')}`);
  }
}
