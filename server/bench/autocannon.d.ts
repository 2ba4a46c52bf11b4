// autocannon ships no types: the part of its API the bench uses.
declare module 'autocannon' {
  type RawRequest = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  type Request = RawRequest & {
    setupRequest?: (request: RawRequest) => RawRequest;
    onResponse?: (status: number, body: string) => void;
  };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    requests?: Request[];
    method?: string;
    headers?: Record<string, string>;
    body?: string;
  };
  type Result = {
    duration: number;
    requests: { average: number; total: number };
    // Bytes read, headers included.
    throughput: { average: number; total: number };
    latency: { p99: number; average: number };
    '2xx': number;
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  type Instance = {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void,
    ): Instance;
  };
  function autocannon(options: Options): Promise<Result>;
  function autocannon(options: Options, done: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
