import { fuzzEndpointShard } from './fuzz/endpoint-shard';

// Shard 4 of the contract fuzzer's endpoints (tests/server/fuzz/fuzz-settings.ts says why).
fuzzEndpointShard(4);
