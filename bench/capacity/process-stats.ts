// What each process of a capacity bench reports about itself over a measuring window: its CPU
// (user and system seconds per second of wall time), its event-loop delay and its memory.
// Event-loop delay is sampled by a 10 ms timer, whose histogram holds the whole interval
// between ticks; the figures here are the delay beyond those 10 ms, what the loop added.
import os from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

const RESOLUTION_MS = 10;

export interface WindowStats {
  seconds: number;
  /** CPU seconds per wall second (1 = one core busy). */
  cpu: number;
  cpuUser: number;
  cpuSystem: number;
  lagP50Ms: number;
  lagP99Ms: number;
  lagMaxMs: number;
}

export interface StatsWindow {
  /** Ends the window and starts the next one. */
  take(): WindowStats;
}

export function startStatsWindow(): StatsWindow {
  let histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let cpu0 = process.cpuUsage();
  let t0 = performance.now();
  return {
    take() {
      const seconds = (performance.now() - t0) / 1000;
      const cpu = process.cpuUsage(cpu0);
      histogram.disable();
      const beyond = (ns: number) => Math.max(0, ns / 1e6 - RESOLUTION_MS);
      const stats: WindowStats = {
        seconds,
        cpu: (cpu.user + cpu.system) / 1e6 / seconds,
        cpuUser: cpu.user / 1e6 / seconds,
        cpuSystem: cpu.system / 1e6 / seconds,
        lagP50Ms: beyond(histogram.percentile(50)),
        lagP99Ms: beyond(histogram.percentile(99)),
        lagMaxMs: beyond(histogram.max),
      };
      histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
      histogram.enable();
      cpu0 = process.cpuUsage();
      t0 = performance.now();
      return stats;
    },
  };
}

/** Memory after a full collection when the process runs with --expose-gc, as it stands otherwise. */
export function memoryAfterGc(): NodeJS.MemoryUsage & { collected: boolean } {
  const gc = globalThis.gc;
  if (gc) {
    gc();
    gc();
  }
  return { ...process.memoryUsage(), collected: gc !== undefined };
}

/** The whole machine's busy share of all its cores, between two calls. */
export function startMachineCpu(): { take(): { busy: number; cores: number } } {
  const snapshot = () => os.cpus().reduce((acc, c) => ({ idle: acc.idle + c.times.idle, total: acc.total + c.times.user + c.times.nice + c.times.sys + c.times.irq + c.times.idle }), { idle: 0, total: 0 });
  let last = snapshot();
  return {
    take() {
      const now = snapshot();
      const total = now.total - last.total;
      const busy = total > 0 ? 1 - (now.idle - last.idle) / total : 0;
      last = now;
      return { busy, cores: os.cpus().length };
    },
  };
}
