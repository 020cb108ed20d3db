// Placeholder replaced by the benchmark harness (see bench/README.md).
console.log('bench: not yet written');
