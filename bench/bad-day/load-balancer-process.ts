// The bad-day bench's load balancer, a process of its own as a deployment's is: in the
// orchestrator's process it would share an event loop with the embedded database, and every
// frame and answer it pipes would wait behind the database's queries.
//   forked by bench/bad-day/main.ts
import { serveBenchRequests } from '../capacity/bench-child';
import { startLoadBalancer } from './load-balancer';

async function main(): Promise<void> {
  const lb = await startLoadBalancer();
  serveBenchRequests(
    { url: lb.url },
    {
      setBackend: ({ name, port }: { name: string; port: number }) => lb.setBackend(name, port),
    },
    () => lb.close(),
  );
}

void main();
