import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OLDEST_NODE, unsupportedNode } from './node-version.js';

describe('unsupportedNode', () => {
  it.each([
    ['v20.20.2', false],
    ['22.15.0', false],
    ['24.10.0', false],
    ['24.11.0', true],
    ['24.22.3', true],
    ['25.0.0', true],
  ])('Node %s runs the portal: %s', (version, runs) => {
    const reason = unsupportedNode(version);
    expect(reason === null).toBe(runs);
    if (reason) expect(reason).toContain(version);
  });

  it("is the oldest Node of package.json's engines", () => {
    const { engines } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { engines: { node: string } };
    expect(engines.node).toBe(`>=${OLDEST_NODE.join('.')}`);
  });
});
