declare module 'autocannon' {
  export type Request = { method?: string; path: string; headers?: Record<string, string>; body?: string }
  export type Options = {
    url: string
    connections?: number
    duration?: number
    amount?: number
    pipelining?: number
    timeout?: number
    headers?: Record<string, string>
    method?: string
    body?: string
    requests?: Request[]
  }
  export type Histogram = {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    total: number
    p50: number
    p90: number
    p97_5: number
    p99: number
  }
  export type Result = {
    requests: Histogram & { sent: number }
    latency: Histogram
    throughput: Histogram
    errors: number
    timeouts: number
    non2xx: number
    resets: number
    duration: number
    '1xx': number
    '2xx': number
    '3xx': number
    '4xx': number
    '5xx': number
    statusCodeStats: Record<string, { count: number }>
  }
  export default function autocannon(options: Options): Promise<Result>
}
