import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** pino's loggers answer this; a logger without it is asked to write every line. */
type LevelAware = FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };

/**
 * A request's logger that becomes pino's child (stamped with the request id) at its first line.
 * Fastify makes a child for every request; pino serializes its bindings there and then. At the
 * level the server runs in production (warn) almost no request writes a line, so on the busiest
 * path, a cached public read, that child was made and dropped for nothing.
 */
class DeferredRequestLogger implements FastifyBaseLogger {
  #child: LevelAware | undefined;

  constructor(
    private readonly parent: LevelAware,
    private readonly bindings: Bindings,
  ) {}

  get level(): string {
    return (this.#child ?? this.parent).level;
  }

  set level(level: string) {
    this.child_().level = level;
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.child_().child(bindings, options);
  }

  private child_(): LevelAware {
    return (this.#child ??= this.parent.child(this.bindings) as LevelAware);
  }

  private write(level: Level, args: unknown[]): void {
    const current = this.#child ?? this.parent;
    if (current.isLevelEnabled && !current.isLevelEnabled(level)) return;
    const logger = this.child_();
    Reflect.apply(logger[level], logger, args);
  }
}

/**
 * Fastify's `childLoggerFactory`: a deferred child, unless the route asks for its own level or
 * serializers, which pino must apply when the child is made.
 */
export function deferredRequestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  if (options.level !== undefined || options.serializers !== undefined)
    return logger.child(bindings, options);
  return new DeferredRequestLogger(logger, bindings);
}
